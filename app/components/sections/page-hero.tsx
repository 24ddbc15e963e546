import type { ReactNode } from "react";

import { Badge } from "~/components/ui/badge";
import { Container } from "~/components/ui/container";
import type { Action, PageIntro, Stat } from "~/content/types";
import { cn } from "~/lib/cn";

import { ActionRow } from "./action-button";
import { StatRow } from "./stat-row";

interface PageHeroProps extends PageIntro {
  /** Shown as a pill above the heading (Home); inner pages use a plain eyebrow. */
  badge?: string;
  actions?: readonly Action[];
  stats?: readonly Stat[];
  /** Beside the text from the lg breakpoint, below it on smaller screens. */
  aside?: ReactNode;
}

/** The top of every page: the page's only h1, its intro, and optional actions and figures. */
export function PageHero({ badge, eyebrow, title, intro, actions, stats, aside }: PageHeroProps) {
  return (
    <div className="border-b border-border bg-gradient-to-b from-primary-soft to-surface">
      <Container
        className={cn(
          "grid grid-cols-[minmax(0,1fr)] gap-12 py-16 sm:py-20",
          aside && "lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-center",
        )}
      >
        <div className="flex flex-col gap-6">
          {badge && (
            <Badge tone="outline" className="self-start">
              {badge}
            </Badge>
          )}
          {eyebrow && (
            <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
          )}
          <h1 className="max-w-4xl text-3xl font-bold tracking-tight text-balance min-[25rem]:text-4xl sm:text-5xl lg:text-6xl">
            {title}
          </h1>
          <p className="max-w-2xl text-lg leading-relaxed text-pretty text-ink-muted sm:text-xl">
            {intro}
          </p>
          {actions && actions.length > 0 && <ActionRow actions={actions} />}
          {stats && <StatRow stats={stats} className="mt-6 border-t border-border pt-8" />}
        </div>
        {aside}
      </Container>
    </div>
  );
}
