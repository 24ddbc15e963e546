import { PageHero } from "~/components/sections/page-hero";
import { careersIntro } from "~/content/careers";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/careers");

export default function CareersPage() {
  return <PageHero {...careersIntro} />;
}
