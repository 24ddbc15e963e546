import { BlogPostList } from "~/components/sections/blog-post-list";
import { CtaBanner } from "~/components/sections/cta-banner";
import { PageHero } from "~/components/sections/page-hero";
import { Section } from "~/components/sections/section";
import { blogCta, blogIntro, blogPosts, postsSection } from "~/content/blog";
import { pageMeta } from "~/lib/page-meta";

export const meta = () => pageMeta("/blog");

export default function BlogPage() {
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
