import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { IncidentList } from "~/components/sections/status-board";
import { SmartLink } from "~/components/ui/smart-link";
import * as en from "~/content/en/status";
import * as es from "~/content/es/status";
import { feedLink } from "~/lib/feed-link";
import { localeOfRequest } from "~/lib/i18n";
import { metaFromLoader } from "~/lib/route-meta";
import { STATUS_FEED_PATH, STATUS_PATH } from "~/lib/status/status-paths";
import { pageData } from "~/site/page-loader.server";
import { currentStatus } from "~/site/status-source.server";
import { type IncidentView, statusView } from "~/site/status-view";

import type { Route } from "./+types/history";

/** Past incidents and maintenance by month, newest first; drawn as /status is. */
export function loader(args: Route.LoaderArgs) {
  const page = pageData(args, "/status/history", { "en-US": en, "es-US": es }, (copy, locale) => [
    feedLink(STATUS_FEED_PATH, copy.statusLabels.feedTitle, locale),
  ]);
  const locale = localeOfRequest(args.request);
  const labels = (locale === "es-US" ? es : en).statusLabels;
  const months: { month: string; incidents: IncidentView[] }[] = [];
  const { snapshot, at } = currentStatus();
  for (const incident of statusView(snapshot, labels, locale, at).past) {
    const last = months.at(-1);
    if (last?.month === incident.month) last.incidents.push(incident);
    else months.push({ month: incident.month, incidents: [incident] });
  }
  return { ...page, months };
}
export const meta = metaFromLoader;

export default function StatusHistoryPage({ loaderData }: Route.ComponentProps) {
  const { statusLabels } = loaderData.copy;
  return (
    <>
      <PageHero {...statusLabels.history} />
      <Section>
        {loaderData.months.length === 0 && (
          <p className="text-center text-ink-muted">{statusLabels.noHistory}</p>
        )}
        {loaderData.months.map(({ month, incidents }) => (
          <section key={month} aria-label={month} className="mb-12">
            <h2 className="mx-auto mb-6 max-w-3xl text-2xl font-semibold text-ink">{month}</h2>
            <IncidentList incidents={incidents} labels={statusLabels} />
          </section>
        ))}
        <p className="mx-auto max-w-3xl font-semibold text-primary">
          <SmartLink href={STATUS_PATH} className="underline underline-offset-4">
            {statusLabels.backToStatus}
          </SmartLink>
        </p>
      </Section>
    </>
  );
}
