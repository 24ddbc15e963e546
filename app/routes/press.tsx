import { PageHero } from "~/components/sections/page-hero";
import { pressIntro } from "~/content/press";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/press");

export default function PressPage() {
  return <PageHero {...pressIntro} />;
}
