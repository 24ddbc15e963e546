/**
 * Vite plugin: draws every icon of app/lib/icon-registry.ts into
 * one SVG sprite of <symbol>s, served at /icons.svg in development and
 * written to the client build. Icons then cost pages no JavaScript at all.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Plugin } from "vite";

import { ICON_SPRITE_URL, iconRegistry } from "../app/lib/icon-registry.ts";

export function iconSprite(): string {
  const symbols = Object.entries(iconRegistry).map(([name, component]) => {
    const markup = renderToStaticMarkup(createElement(component));
    const shapes = markup.replace(/^<svg[^>]*>/, "").replace(/<\/svg>$/, "");
    return `<symbol id="${name}" viewBox="0 0 24 24">${shapes}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join("")}</svg>\n`;
}

export function iconSpritePlugin(): Plugin {
  const fileName = ICON_SPRITE_URL.slice(1);
  return {
    name: "brightway-icon-sprite",
    configureServer(server) {
      server.middlewares.use(ICON_SPRITE_URL, (_request, response) => {
        response.setHeader("Content-Type", "image/svg+xml");
        response.end(iconSprite());
      });
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      this.emitFile({ type: "asset", fileName, source: iconSprite() });
    },
  };
}
