import { PageHero } from "~/components/sections/page-hero";
import { helpCenterIntro } from "~/content/help-center";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/help-center");

export default function HelpCenterPage() {
  return <PageHero {...helpCenterIntro} />;
}
