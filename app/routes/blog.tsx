import { BlogPostList } from "~/components/sections/blog-post-list";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import * as en from "~/content/en/blog";
import * as es from "~/content/es/blog";
import { pageLoader } from "~/lib/page-loader.server";
import { metaFromLoader } from "~/lib/route-meta";

import type { Route } from "./+types/blog";

export const loader = pageLoader("/blog", { "en-US": en, "es-US": es });
export const meta = metaFromLoader;

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { blogCta, blogIntro, blogPosts, postsSection } = loaderData.copy;
  return (
    <>
      <PageHero {...blogIntro} />
      <Section intro={postsSection}>
        <BlogPostList posts={blogPosts} />
      </Section>
      <CtaBanner {...blogCta} />
    </>
  );
}
