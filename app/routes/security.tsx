import { PageHero } from "~/components/sections/page-hero";
import { securityIntro } from "~/content/security";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/security");

export default function SecurityPage() {
  return <PageHero {...securityIntro} />;
}
