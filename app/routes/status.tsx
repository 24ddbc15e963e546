import { ContactOptions } from "~/components/sections/contact-options";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import {
  ComponentTable,
  DailyUptimeTable,
  IncidentList,
  StatusSummary,
} from "~/components/sections/status-board";
import { SmartLink } from "~/components/ui/smart-link";
import * as en from "~/content/en/status";
import * as es from "~/content/es/status";
import { feedLink } from "~/lib/feed-link";
import { localeOfRequest } from "~/lib/i18n";
import { metaFromLoader } from "~/lib/route-meta";
import { STATUS_FEED_PATH, STATUS_HISTORY_PATH, STATUS_JSON_PATH } from "~/lib/status/status-paths";
import { pageData } from "~/site/page-loader.server";
import { currentStatus } from "~/site/status-source.server";
import { statusView } from "~/site/status-view";

import type { Route } from "./+types/status";

/**
 * Drawn at build time from the sample records, then by the server from the
 * database's whenever they change (server/status): the state is the one of
 * the moment the page was drawn.
 */
export function loader(args: Route.LoaderArgs) {
  const page = pageData(args, "/status", { "en-US": en, "es-US": es }, (copy, locale) => [
    feedLink(STATUS_FEED_PATH, copy.statusLabels.feedTitle, locale),
  ]);
  const locale = localeOfRequest(args.request);
  const labels = (locale === "es-US" ? es : en).statusLabels;
  const { snapshot, at } = currentStatus();
  return { ...page, view: statusView(snapshot, labels, locale, at) };
}
export const meta = metaFromLoader;

export default function StatusPage({ loaderData }: Route.ComponentProps) {
  const { reportProblemOptions, reportProblemSection, servicesSection, statusIntro, statusLabels } =
    loaderData.copy;
  const { view } = loaderData;
  return (
    <>
      <PageHero {...statusIntro} />
      <StatusSummary {...view.overall} />
      <Section intro={statusLabels.active}>
        {view.active.length > 0 ? (
          <IncidentList incidents={view.active} labels={statusLabels} />
        ) : (
          <p className="text-center text-ink-muted">{statusLabels.noActive}</p>
        )}
      </Section>
      {view.upcoming.length > 0 && (
        <Section intro={statusLabels.upcoming} tone="muted">
          <IncidentList incidents={view.upcoming} labels={statusLabels} />
        </Section>
      )}
      <Section intro={servicesSection}>
        <ComponentTable components={view.components} labels={statusLabels} />
        <DailyUptimeTable view={view} labels={statusLabels} />
        <ul className="mx-auto mt-8 flex max-w-3xl flex-col gap-3 font-semibold text-primary">
          <li>
            <SmartLink href={STATUS_HISTORY_PATH} className="underline underline-offset-4">
              {statusLabels.historyLink}
            </SmartLink>
          </li>
          <li>
            <SmartLink href={STATUS_FEED_PATH} className="underline underline-offset-4">
              {statusLabels.feedLink}
            </SmartLink>
          </li>
          <li>
            {/* One summary for every language: not a localized page. */}
            <a href={STATUS_JSON_PATH} className="underline underline-offset-4">
              {statusLabels.jsonLink}
            </a>
          </li>
        </ul>
      </Section>
      <Section intro={reportProblemSection} tone="muted">
        <ContactOptions items={reportProblemOptions} />
      </Section>
    </>
  );
}
