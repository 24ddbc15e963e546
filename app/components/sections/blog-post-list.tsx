import type { BlogPost } from "~/content/types";

import { ArticleCard } from "./article-card";

/** Posts summarised in place, newest first as given. */
export function BlogPostList({ posts }: { posts: readonly BlogPost[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.title}>
          <ArticleCard
            title={post.title}
            summary={post.excerpt}
            date={post.date}
            byline={post.author}
            tag={post.category}
          />
        </li>
      ))}
    </ul>
  );
}
