/**
 * The one script every content page loads (a few kilobytes): it starts the
 * page's islands when a visitor needs them (lib/islands/start-islands.ts),
 * lets Escape close the header's menu, and counts a prerendered page when
 * it is shown (lib/visit-beacon.ts). Everything else on a page is plain HTML.
 */
import { enhanceMenu } from "~/components/layout/menu-behaviour";
import type { Island } from "~/lib/islands/attributes";
import { islandName } from "~/lib/islands/island-files";
import { startIslands } from "~/lib/islands/start-islands";
import { countWhenShown } from "~/lib/visit-beacon";

const modules = import.meta.glob<Island>("./features/**/*.island.{ts,tsx}");

startIslands(
  Object.fromEntries(
    Object.entries(modules).map(([path, load]) => [islandName(path) ?? path, load]),
  ),
);
enhanceMenu();
countWhenShown();
