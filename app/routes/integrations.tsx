import { ActionButton } from "~/components/sections/action-button";
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
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          {apiFeatureActions.map((action, index) => (
            <ActionButton
              key={action.label}
              action={action}
              variant={index === 0 ? "primary" : "outline"}
            />
          ))}
        </div>
      </Section>
      <CtaBanner {...integrationsCta} />
    </>
  );
}
