import type { IslandMarkup, IslandPropsMarkup, IslandWhen } from "./attributes";

/** The attributes that make an element an island (see attributes.ts). */
export function islandAttributes(name: string, when: IslandWhen): IslandMarkup {
  return { "data-island": name, "data-when": when };
}

/** JSON that is safe inside <script>: no "</script>" or "<!--" can appear in it. */
export function serializeProps(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/**
 * An island's props, written into the page as a JSON data block, which the
 * browser never runs (so the page's policy needs no hash for it).
 */
export function IslandProps({ name, value }: { name: string; value: unknown }) {
  const markup: IslandPropsMarkup = { "data-island-props": name };
  return (
    <script
      type="application/json"
      {...markup}
      dangerouslySetInnerHTML={{ __html: serializeProps(value) }}
    />
  );
}
