/**
 * The one script every content page loads (a few kilobytes): it starts the
 * page's islands when a visitor needs them (lib/islands/start-islands.ts),
 * opens the page's pre-rendered dialogs at once (the demo request's), lets
 * Escape close the header's menu, and counts a prerendered page when it is
 * shown (lib/visit-beacon.ts). Everything else on a page is plain HTML.
 */
import { enhanceMenu } from "~/components/layout/menu-behaviour";
import { enhanceModalDialogs } from "~/components/ui/modal-dialog-behaviour";
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
enhanceModalDialogs();
enhanceMenu();
countWhenShown();
