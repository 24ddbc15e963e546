import { LegalDocument } from "~/components/sections/legal-document";
import { PageHero } from "~/components/sections/page-hero";
import { termsOfService, termsOfServiceIntro } from "~/content/terms-of-service";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/terms-of-service");

export default function TermsOfServicePage() {
  return (
    <>
      <PageHero {...termsOfServiceIntro} />
      <LegalDocument {...termsOfService} />
    </>
  );
}
