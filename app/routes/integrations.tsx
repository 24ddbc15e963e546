import { ActionRow } from "~/components/sections/action-button";
import { BenefitList } from "~/components/sections/benefit-list";
import { CtaBanner } from "~/components/sections/cta-banner";
import { IntegrationDirectory } from "~/components/sections/integration-directory";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import * as en from "~/content/en/integrations";
import * as es from "~/content/es/integrations";
import { pageLoader } from "~/lib/page-loader.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/integrations";

export const loader = pageLoader("/integrations", { "en-US": en, "es-US": es });
export const meta = metaFromLoader;

export default function IntegrationsPage({ loaderData }: Route.ComponentProps) {
  const {
    apiFeatureActions,
    apiFeaturesSection,
    directorySection,
    integrationApiFeatures,
    integrationCategories,
    integrationsCta,
    integrationsIntro,
    integrationStatusLabels,
  } = loaderData.copy;
  return (
    <>
      <PageHero {...integrationsIntro} />
      <Section id="directory" intro={directorySection}>
        <IntegrationDirectory
          categories={integrationCategories}
          statusLabels={integrationStatusLabels}
        />
      </Section>
      <Section id="api" intro={apiFeaturesSection} tone="muted">
        <BenefitList items={integrationApiFeatures} />
        <ActionRow actions={apiFeatureActions} size="md" className="mt-10 justify-center" />
      </Section>
      <CtaBanner {...integrationsCta} />
    </>
  );
}
