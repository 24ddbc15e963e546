import { PageHero } from "~/components/sections/page-hero";
import { termsOfServiceIntro } from "~/content/terms-of-service";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/terms-of-service");

export default function TermsOfServicePage() {
  return <PageHero {...termsOfServiceIntro} />;
}
