import { PageHero } from "~/components/sections/page-hero";
import { aboutIntro } from "~/content/about";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/about");

export default function AboutPage() {
  return <PageHero {...aboutIntro} />;
}
