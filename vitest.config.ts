import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}"],
    environment: "happy-dom",
    setupFiles: ["tests/unit/setup.ts"],
    restoreMocks: true,
  },
});
