import { PageHero } from "~/components/sections/page-hero";
import { statusIntro } from "~/content/status";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/status");

export default function StatusPage() {
  return <PageHero {...statusIntro} />;
}
