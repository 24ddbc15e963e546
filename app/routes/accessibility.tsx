import { PageHero } from "~/components/sections/page-hero";
import { accessibilityIntro } from "~/content/accessibility";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/accessibility");

export default function AccessibilityPage() {
  return <PageHero {...accessibilityIntro} />;
}
