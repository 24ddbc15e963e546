/**
 * Markdown to HTML at build time (markdown-it, raw HTML off: anything that
 * looks like markup in an article is shown as text). Nothing here ships to
 * the browser: the `.server` suffix makes the build refuse any client import.
 */
import MarkdownIt from "markdown-it";

import { type Locale, localizedPath } from "../i18n";
import { siteConfig } from "../site-config";

const tokens: Record<string, string> = { brand: siteConfig.name };

/** Replaces {{brand}}; lists any other {{token}} as a problem. */
export function substituteTokens(text: string, problems: string[]): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) => {
    const value = tokens[name];
    if (value === undefined) problems.push(`unknown token ${match} (known: {{brand}})`);
    return value ?? match;
  });
}

function markdownFor(locale: Locale) {
  const md = new MarkdownIt({ html: false, linkify: false, typographer: true });
  // Links to this site are written as English paths; a Spanish article links to the Spanish pages.
  md.renderer.rules.link_open = (tokensList, index, options, _env, self) => {
    const token = tokensList[index];
    const href = String(token?.attrGet("href") ?? "");
    if (token && href.startsWith("/") && !href.startsWith("//")) {
      token.attrSet("href", localizedPath(href, locale));
    }
    return self.renderToken(tokensList, index, options);
  };
  return md;
}

const renderers = new Map<Locale, ReturnType<typeof markdownFor>>();

export interface RenderedMarkdown {
  html: string;
  words: number;
  /** Internal links, as written (English paths), for checking that they lead somewhere. */
  links: string[];
}

export function renderMarkdown(
  source: string,
  locale: Locale,
  problems: string[],
): RenderedMarkdown {
  let md = renderers.get(locale);
  if (!md) {
    md = markdownFor(locale);
    renderers.set(locale, md);
  }
  const text = substituteTokens(source, problems);
  const parsed = md.parse(text, {});
  const links: string[] = [];
  for (const token of parsed) {
    if (token.type === "heading_open" && token.tag === "h1") {
      problems.push(
        "uses a level-1 heading (#); the title is the page's h1, so start sections at ##",
      );
    }
    for (const child of token.children ?? []) {
      const href = child.type === "link_open" ? String(child.attrGet("href") ?? "") : "";
      if (href.startsWith("/") && !href.startsWith("//")) links.push(href.split("#")[0] ?? href);
    }
  }
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return { html: md.renderer.render(parsed, md.options, {}), words, links };
}
