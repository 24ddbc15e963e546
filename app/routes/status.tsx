import { ContactOptions } from "~/components/sections/contact-options";
import { IncidentList } from "~/components/sections/incident-list";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { ServiceStatusTable, StatusSummary } from "~/components/sections/service-status-table";
import {
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
} from "~/content/status";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/status");

export default function StatusPage() {
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
