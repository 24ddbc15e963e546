import { PageHero } from "~/components/sections/page-hero";
import { esaIntro } from "~/content/esa";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/esa");

export default function EsaPage() {
  return <PageHero {...esaIntro} />;
}
