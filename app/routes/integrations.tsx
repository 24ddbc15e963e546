import { ActionRow } from "~/components/sections/action-button";
import { BenefitList } from "~/components/sections/benefit-list";
import { CtaBanner } from "~/components/sections/cta-banner";
import { IntegrationDirectory } from "~/components/sections/integration-directory";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import {
  apiFeatureActions,
  apiFeaturesSection,
  directorySection,
  integrationApiFeatures,
  integrationCategories,
  integrationsCta,
  integrationsIntro,
} from "~/content/integrations";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/integrations");

export default function IntegrationsPage() {
  return (
    <>
      <PageHero {...integrationsIntro} />
      <Section id="directory" intro={directorySection}>
        <IntegrationDirectory categories={integrationCategories} />
      </Section>
      <Section id="api" intro={apiFeaturesSection} tone="muted">
        <BenefitList items={integrationApiFeatures} />
        <ActionRow actions={apiFeatureActions} size="md" className="mt-10 justify-center" />
      </Section>
      <CtaBanner {...integrationsCta} />
    </>
  );
}
