import { ActionRow } from "~/components/sections/action-button";
import { BenefitList } from "~/components/sections/benefit-list";
import { CtaBanner } from "~/components/sections/cta-banner";
import { IntegrationDirectory } from "~/components/sections/integration-directory";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import * as en from "~/content/en/integrations";
import * as es from "~/content/es/integrations";
import { integrationCatalog } from "~/content/integration-catalog";
import { pageData } from "~/site/page-loader.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/integrations";

/** The directory: each category of the catalog, named in the page's language. */
export function loader(args: Route.LoaderArgs) {
  const page = pageData(args, "/integrations", { "en-US": en, "es-US": es });
  const categories = integrationCatalog.map(({ key, icon, entries }) => ({
    icon,
    entries,
    ...page.copy.integrationCategoryText[key],
  }));
  return { ...page, categories };
}
export const meta = metaFromLoader;

export default function IntegrationsPage({ loaderData }: Route.ComponentProps) {
  const {
    apiFeatureActions,
    apiFeaturesSection,
    directorySection,
    integrationApiFeatures,
    integrationsCta,
    integrationsIntro,
    integrationStatusLabels,
  } = loaderData.copy;
  return (
    <>
      <PageHero {...integrationsIntro} />
      <Section id="directory" intro={directorySection}>
        <IntegrationDirectory
          categories={loaderData.categories}
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
