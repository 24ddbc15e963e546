import { PageHero } from "~/components/sections/page-hero";
import { blogIntro } from "~/content/blog";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/blog");

export default function BlogPage() {
  return <PageHero {...blogIntro} />;
}
