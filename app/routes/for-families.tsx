import { PageHero } from "~/components/sections/page-hero";
import { forFamiliesIntro } from "~/content/for-families";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/for-families");

export default function ForFamiliesPage() {
  return <PageHero {...forFamiliesIntro} />;
}
