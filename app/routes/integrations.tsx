import { PageHero } from "~/components/sections/page-hero";
import { integrationsIntro } from "~/content/integrations";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/integrations");

export default function IntegrationsPage() {
  return <PageHero {...integrationsIntro} />;
}
