import type { ReactNode } from "react";

import { Container } from "~/components/ui/container";
import type { Crumb } from "~/content/types";

import { Breadcrumbs } from "./breadcrumbs";

interface ArticleHeroProps {
  breadcrumbLabel: string;
  crumbs: readonly Crumb[];
  /** Above the title: a category, a dateline. */
  eyebrow?: ReactNode;
  title: string;
  intro: string;
  /** Under the intro: author, date, reading time or a job's facts. */
  facts?: ReactNode;
}

/** The top of a post, release or job: where it sits, its h1, its summary and its facts. */
export function ArticleHero({
  breadcrumbLabel,
  crumbs,
  eyebrow,
  title,
  intro,
  facts,
}: ArticleHeroProps) {
  return (
    <div className="border-b border-border bg-gradient-to-b from-primary-soft to-surface">
      <Container className="flex flex-col gap-5 py-10 sm:py-14">
        <Breadcrumbs label={breadcrumbLabel} crumbs={crumbs} />
        <div className="flex max-w-3xl flex-col gap-5">
          {eyebrow}
          <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-5xl">{title}</h1>
          <p className="text-lg leading-relaxed text-pretty text-ink-muted sm:text-xl">{intro}</p>
          {facts}
        </div>
      </Container>
    </div>
  );
}
