import { ActionCardGrid } from "~/components/sections/action-card-grid";
import { ChecklistColumns } from "~/components/sections/checklist-columns";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import * as en from "~/content/en/security";
import * as es from "~/content/es/security";
import { pageLoader } from "~/site/page-loader.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/security";

export const loader = pageLoader("/security", { "en-US": en, "es-US": es });
export const meta = metaFromLoader;

export default function SecurityPage({ loaderData }: Route.ComponentProps) {
  const {
    complianceStandards,
    protectionSection,
    safeguards,
    safeguardsSection,
    securityCards,
    securityContactSection,
    securityContacts,
    securityIntro,
    standardsSection,
  } = loaderData.copy;
  return (
    <>
      <PageHero {...securityIntro} />
      <Section intro={protectionSection}>
        <IconCardGrid items={securityCards} />
      </Section>
      <Section id="compliance-standards" intro={standardsSection} tone="muted">
        <IconCardGrid items={complianceStandards} />
      </Section>
      <Section id="safeguards" intro={safeguardsSection}>
        <ChecklistColumns lists={safeguards} />
      </Section>
      <Section id="security-reviews" intro={securityContactSection} tone="muted">
        <ActionCardGrid items={securityContacts} />
      </Section>
    </>
  );
}
