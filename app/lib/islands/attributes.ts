/**
 * The markup that makes an element an island, shared by the pages that write
 * it and the script that reads it (start-islands.ts).
 *
 * - `data-island="<name>"`: the element an island starts on.
 * - `data-when="visible"`: it starts when the element comes into view or takes focus.
 * - `data-when="intent"`: the element is a trigger (a button or link that already works
 *   without script). Pointing at it, focusing or touching it loads the island; a click
 *   starts the island on that trigger instead of following it.
 * - `<script type="application/json" data-island-props="<name>">`: the island's props,
 *   once per page; an island also reads what each element holds.
 */
export type IslandWhen = "visible" | "intent";

export const ISLAND_ATTRIBUTE = "data-island";
export const WHEN_ATTRIBUTE = "data-when";
export const PROPS_ATTRIBUTE = "data-island-props";

/** What an island module exports. */
export interface Island<Props = unknown> {
  start: (element: HTMLElement, props: Props) => void;
}
