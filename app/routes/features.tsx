import { PageHero } from "~/components/sections/page-hero";
import { featuresIntro } from "~/content/features";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/features");

export default function FeaturesPage() {
  return <PageHero {...featuresIntro} />;
}
