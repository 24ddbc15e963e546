import { LegalDocument } from "~/components/sections/legal-document";
import { PageHero } from "~/components/sections/page-hero";
import { privacyPolicy, privacyPolicyIntro } from "~/content/privacy-policy";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/privacy-policy");

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageHero {...privacyPolicyIntro} />
      <LegalDocument {...privacyPolicy} />
    </>
  );
}
