/**
 * Where a build keeps the renderer the server renders published pages with
 * (build/renderer). A module of its own: the build's Vite config reads it.
 */
export const RENDERER_DIR = "renderer";
