import type { PressRelease } from "~/content/types";

import { ArticleCard } from "./article-card";

/** Releases in a single reading column, newest first as given. */
export function PressReleaseList({ releases }: { releases: readonly PressRelease[] }) {
  return (
    <ul className="mx-auto flex max-w-3xl flex-col gap-6">
      {releases.map((release) => (
        <li key={release.title}>
          <ArticleCard
            title={release.title}
            summary={release.summary}
            date={release.date}
            byline={release.source}
          />
        </li>
      ))}
    </ul>
  );
}
