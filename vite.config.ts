import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Relative imports name their extension: Vite's native config loader requires it.
import { buildStampPlugin } from "./scripts/build-stamp-plugin.ts";
import { iconSpritePlugin } from "./scripts/icon-sprite.ts";
import { islandsPlugin } from "./scripts/islands-plugin.ts";
import { rendererPlugin } from "./scripts/renderer-plugin.ts";

const buildDir = process.env.BUILD_DIR ?? "build";
// `npm run dev` passes the API to a running server (`npm start`), so the console works with hot reload.
const apiOrigin = process.env.API_ORIGIN ?? "http://localhost:3000";

export default defineConfig({
  plugins: [
    tailwindcss(),
    rendererPlugin(buildDir),
    reactRouter(),
    iconSpritePlugin(),
    islandsPlugin(buildDir),
    buildStampPlugin(buildDir),
  ],
  resolve: { tsconfigPaths: true },
  // The API, and the entries' images it serves (the console's preview shows them).
  server: { proxy: { "/api/": apiOrigin, "/media/": apiOrigin } },
  build: {
    // Pre-rendering every page in both languages runs inside React Router's
    // writeBundle; it is slow by nature, so Rolldown's timing report says nothing new.
    rolldownOptions: { checks: { bundlerTimings: false } },
  },
});
