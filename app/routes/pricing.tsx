import { PageHero } from "~/components/sections/page-hero";
import { pricingIntro } from "~/content/pricing";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/pricing");

export default function PricingPage() {
  return <PageHero {...pricingIntro} />;
}
