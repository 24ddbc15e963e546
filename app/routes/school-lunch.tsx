import { PageHero } from "~/components/sections/page-hero";
import { schoolLunchIntro } from "~/content/school-lunch";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/school-lunch");

export default function SchoolLunchPage() {
  return <PageHero {...schoolLunchIntro} />;
}
