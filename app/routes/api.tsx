import { PageHero } from "~/components/sections/page-hero";
import { apiIntro } from "~/content/api";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/api");

export default function ApiPage() {
  return <PageHero {...apiIntro} />;
}
