import { PageHero } from "~/components/sections/page-hero";
import { forProvidersIntro } from "~/content/for-providers";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/for-providers");

export default function ForProvidersPage() {
  return <PageHero {...forProvidersIntro} />;
}
