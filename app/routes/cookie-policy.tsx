import { PageHero } from "~/components/sections/page-hero";
import { cookiePolicyIntro } from "~/content/cookie-policy";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/cookie-policy");

export default function CookiePolicyPage() {
  return <PageHero {...cookiePolicyIntro} />;
}
