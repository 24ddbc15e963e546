import { PageHero } from "~/components/sections/page-hero";
import { documentationIntro } from "~/content/documentation";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/documentation");

export default function DocumentationPage() {
  return <PageHero {...documentationIntro} />;
}
