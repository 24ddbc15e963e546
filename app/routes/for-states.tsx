import { PageHero } from "~/components/sections/page-hero";
import { forStatesIntro } from "~/content/for-states";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/for-states");

export default function ForStatesPage() {
  return <PageHero {...forStatesIntro} />;
}
