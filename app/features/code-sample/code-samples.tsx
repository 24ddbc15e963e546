import type { ReactNode } from "react";

import type { CodeSampleLabels } from "~/content/types";
import { IslandProps, islandAttributes } from "~/lib/islands/island-markup";

export const COPY_CODE_ISLAND = "copy-code";

/** Code blocks side by side whose copy buttons work once they come into view (copy-code.island.ts). */
export function CodeSamples({
  labels,
  children,
}: {
  labels: CodeSampleLabels;
  children: ReactNode;
}) {
  return (
    <div
      {...islandAttributes(COPY_CODE_ISLAND, "visible")}
      className="mx-auto flex max-w-4xl flex-col gap-6"
    >
      <IslandProps name={COPY_CODE_ISLAND} value={labels} />
      {children}
    </div>
  );
}
