import { createContext } from "react";

import { speculationRules } from "../speculation-rules";

/** What entry.server.tsx tells the document while pre-rendering a page. */
export interface PrerenderInfo {
  /** The URL of the islands entry (app/entry.islands.ts) in the build. */
  islandsEntry: string;
  /** Rendering React Router's SPA fallback rather than a page. */
  spaFallback: boolean;
}

export const PrerenderContext = createContext<PrerenderInfo | undefined>(undefined);

/**
 * Every script a content page runs: the speculation rules (which the browser
 * reads; the page's policy allows them by hash) and the islands entry, which
 * starts the page's islands when they are needed.
 */
export function IslandScripts({ entry }: { entry: string }) {
  return (
    <>
      <script type="speculationrules" dangerouslySetInnerHTML={{ __html: speculationRules }} />
      <script type="module" src={entry} />
    </>
  );
}
