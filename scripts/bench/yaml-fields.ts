/** Prints a Markdown file's frontmatter (argument) as JSON, dates as days: what the console sends. */
import matter from "gray-matter";

const { data } = matter(`---\n${process.argv[2] ?? ""}\n---\n`);
console.log(
  JSON.stringify(data, (_key, value: unknown) =>
    typeof value === "string" && /^\d{4}-\d{2}-\d{2}T00:00:00\.000Z$/.test(value)
      ? value.slice(0, 10)
      : value,
  ),
);
