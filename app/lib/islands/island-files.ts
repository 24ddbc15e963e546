/**
 * How islands are found in the source and in the build. An island is a
 * module named `<name>.island.ts` (or `.tsx`) under app/features/ that
 * exports `start`; its name is what a page writes in `data-island`.
 */

/** "…/contact/contact-form.island.ts" → "contact-form"; undefined for any other module. */
export function islandName(modulePath: string): string | undefined {
  return /([\w-]+)\.island\.tsx?$/.exec(modulePath)?.[1];
}

/** <build>/islands.json, written by the client build (scripts/islands-plugin.ts). */
export interface IslandsManifest {
  /** The islands entry first, then the scripts it imports: what every page loads. */
  entry: string[];
  /** Each island's script and the scripts it imports beyond the entry's, by island name. */
  islands: Record<string, string[]>;
  /** The scripts each island imports only when it asks for them (the demo dialog's calendar), beyond the above. */
  lazy: Record<string, string[]>;
}
