/** Prints a Markdown file's frontmatter (argument) as JSON: what the console sends. */
import { parseFrontMatter } from "~/lib/publishing/front-matter";

console.log(JSON.stringify(parseFrontMatter(`---\n${process.argv[2] ?? ""}\n---\n`).data));
