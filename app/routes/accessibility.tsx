import { LegalDocument } from "~/components/sections/legal-document";
import { PageHero } from "~/components/sections/page-hero";
import { accessibilityIntro, accessibilityStatement } from "~/content/accessibility";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/accessibility");

export default function AccessibilityPage() {
  return (
    <>
      <PageHero {...accessibilityIntro} />
      <LegalDocument {...accessibilityStatement} />
    </>
  );
}
