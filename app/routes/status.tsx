import { ContactOptions } from "~/components/sections/contact-options";
import { IncidentList } from "~/components/sections/incident-list";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ServiceStatusTable, StatusSummary } from "~/components/sections/service-status-table";
import * as en from "~/content/en/status";
import * as es from "~/content/es/status";
import { maintenanceAsOf } from "~/site/maintenance";
import { pageData } from "~/site/page-loader.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/status";

/** Built daily or not, the page never calls a past date "Scheduled": the build date decides. */
export function loader(args: Route.LoaderArgs) {
  const page = pageData(args, "/status", { "en-US": en, "es-US": es });
  return { ...page, incidents: maintenanceAsOf(page.copy.maintenanceWindows, new Date()) };
}
export const meta = metaFromLoader;

export default function StatusPage({ loaderData }: Route.ComponentProps) {
  const {
    maintenanceStatusLabels,
    incidentsSection,
    overallStatus,
    reportProblemOptions,
    reportProblemSection,
    serviceStatusLabels,
    services,
    servicesSection,
    statusIntro,
  } = loaderData.copy;
  return (
    <>
      <PageHero {...statusIntro} />
      <StatusSummary {...overallStatus} />
      <Section intro={servicesSection}>
        <ServiceStatusTable services={services} labels={serviceStatusLabels} />
      </Section>
      <Section intro={incidentsSection} tone="muted">
        <IncidentList incidents={loaderData.incidents} statusLabels={maintenanceStatusLabels} />
      </Section>
      <Section intro={reportProblemSection}>
        <ContactOptions items={reportProblemOptions} />
      </Section>
    </>
  );
}
