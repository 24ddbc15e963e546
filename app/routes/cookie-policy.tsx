import { LegalDocument } from "~/components/sections/legal-document";
import { PageHero } from "~/components/sections/page-hero";
import { cookiePolicy, cookiePolicyIntro } from "~/content/cookie-policy";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/cookie-policy");

export default function CookiePolicyPage() {
  return (
    <>
      <PageHero {...cookiePolicyIntro} />
      <LegalDocument {...cookiePolicy} />
    </>
  );
}
