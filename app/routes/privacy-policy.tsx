import { PageHero } from "~/components/sections/page-hero";
import { privacyPolicyIntro } from "~/content/privacy-policy";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/privacy-policy");

export default function PrivacyPolicyPage() {
  return <PageHero {...privacyPolicyIntro} />;
}
