/**
 * The markup that makes an element an island. Pages write it
 * (island-markup.tsx) and the islands script reads it (start-islands.ts);
 * both check their literals against these types, and neither imports the
 * other's code, so the script shares no chunk with the pages' components.
 *
 * - `data-island="<name>"`: the element an island starts on.
 * - `data-when="visible"`: it starts when the element comes into view or takes focus.
 * - `data-when="intent"`: the element is a trigger (a button or link that already works
 *   without script). Pointing at it, focusing or touching it loads the island; a click
 *   starts the island on that trigger instead of following it. A click the page has
 *   answered already (a pre-rendered dialog opened at once) only starts the island.
 * - `<script type="application/json" data-island-props="<name>">`: the island's props,
 *   once per page; an island also reads what each element holds.
 *
 * The script marks its own progress: `data-islands-ready` on <html> once it
 * listens, `data-island-started` on each element whose island has started.
 */
export type IslandWhen = "visible" | "intent";

export interface IslandMarkup {
  "data-island": string;
  "data-when": IslandWhen;
}

export interface IslandPropsMarkup {
  "data-island-props": string;
}

export type ProgressAttribute = "data-islands-ready" | "data-island-started";

/** What an island module exports. */
export interface Island<Props = unknown> {
  start: (element: HTMLElement, props: Props) => void;
  /**
   * Called once its module has loaded on intent, before any click: an island
   * may start fetching what it needs later (the demo dialog's calendar).
   */
  preload?: () => void;
}
