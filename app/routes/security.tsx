import { ActionCardGrid } from "~/components/sections/action-card-grid";
import { ChecklistColumns } from "~/components/sections/checklist-columns";
import { IconCardGrid } from "~/components/sections/icon-card-grid";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import {
  complianceStandards,
  protectionSection,
  safeguards,
  safeguardsSection,
  securityCards,
  securityContactSection,
  securityContacts,
  securityIntro,
  standardsSection,
} from "~/content/security";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/security");

export default function SecurityPage() {
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
