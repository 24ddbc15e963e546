import { Icon } from "~/components/ui/icon";
import type { GuideOverview } from "~/content/types";

import { ArrowLink } from "./arrow-link";

/** One card per guide: who it is for, what it covers, and where to go next. */
export function GuideOverviewGrid({ guides }: { guides: readonly GuideOverview[] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {guides.map(({ id, icon, title, audience, articles, nextStep }) => (
        <section
          key={id}
          id={id}
          aria-labelledby={`${id}-heading`}
          className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-6 shadow-sm sm:p-8"
        >
          <div className="flex items-start gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <Icon name={icon} className="size-6" />
            </span>
            <div className="flex flex-col gap-1">
              <h3 id={`${id}-heading`} className="text-xl font-semibold text-ink">
                {title}
              </h3>
              <p className="leading-relaxed text-ink-muted">{audience}</p>
            </div>
          </div>
          <ul className="flex flex-1 flex-col divide-y divide-border border-y border-border">
            {articles.map((article) => (
              <li key={article.title} className="py-3">
                <p className="font-semibold text-ink">{article.title}</p>
                <p className="text-sm leading-relaxed text-ink-muted">{article.summary}</p>
              </li>
            ))}
          </ul>
          <ArrowLink label={nextStep.label} href={nextStep.href} />
        </section>
      ))}
    </div>
  );
}
