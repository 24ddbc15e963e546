import { ContactOptions } from "~/components/sections/contact-options";
import { IncidentList } from "~/components/sections/incident-list";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ServiceStatusTable, StatusSummary } from "~/components/sections/service-status-table";
import * as en from "~/content/en/status";
import * as es from "~/content/es/status";
import { pageLoader } from "~/lib/page-loader.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/status";

export const loader = pageLoader("/status", { "en-US": en, "es-US": es });
export const meta = metaFromLoader;

export default function StatusPage({ loaderData }: Route.ComponentProps) {
  const {
    incidentStatusLabels,
    incidents,
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
        <IncidentList incidents={incidents} statusLabels={incidentStatusLabels} />
      </Section>
      <Section intro={reportProblemSection}>
        <ContactOptions items={reportProblemOptions} />
      </Section>
    </>
  );
}
