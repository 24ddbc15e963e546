/**
 * Markdown to HTML at build time (markdown-it, raw HTML off: anything that
 * looks like markup in an article is shown as text). Nothing here ships to
 * the browser: the `.server` suffix makes the build refuse any client import.
 */
import MarkdownIt from "markdown-it";

import { type Locale, localizedPath } from "../i18n";
import { siteConfig } from "../site-config";
import { MEDIA_PREFIX, mediaOfPath } from "./media";

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
  // The size comes from the image's own address, so the page never shifts as it loads.
  const escape = md.utils.escapeHtml;
  md.renderer.rules.image = (tokensList, index, options, env, self) => {
    const token = tokensList[index];
    const src = String(token?.attrGet("src") ?? "");
    const title = String(token?.attrGet("title") ?? "");
    const alt = self.renderInlineAsText(token?.children ?? [], options, env);
    const size = mediaOfPath(src);
    const attributes = [
      `src="${escape(src)}"`,
      `alt="${escape(alt)}"`,
      ...(title ? [`title="${escape(title)}"`] : []),
      ...(size ? [`width="${size.width}"`, `height="${size.height}"`] : []),
      'loading="lazy"',
      'decoding="async"',
    ];
    return `<img ${attributes.join(" ")}>`;
  };
  return md;
}

/** An image's problems: the words that stand for it, and whether the site serves it itself. */
function imageProblems(src: string, alt: string): string[] {
  const written = `![${alt}](${src})`;
  const problems: string[] = [];
  if (!alt.trim()) {
    problems.push(
      `the body's image ${written} has no alt text: write between the brackets what it shows, for someone who cannot see it`,
    );
  }
  if (!mediaOfPath(src)) {
    problems.push(
      `the body's image ${written} is not one of the site's own images (their addresses start ${MEDIA_PREFIX}): upload it with "Add image", as pages load nothing from other sites`,
    );
  }
  return problems;
}

const renderers = new Map<Locale, ReturnType<typeof markdownFor>>();

export interface RenderedMarkdown {
  html: string;
  words: number;
  /** Internal links, as written (English paths), for checking that they lead somewhere. */
  links: string[];
  /** The names of the site's images the body shows (under /media/). */
  images: string[];
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
  const images: string[] = [];
  for (const token of parsed) {
    if (token.type === "heading_open" && token.tag === "h1") {
      problems.push(
        "uses a level-1 heading (#); the title is the page's h1, so start sections at ##",
      );
    }
    for (const child of token.children ?? []) {
      const href = child.type === "link_open" ? String(child.attrGet("href") ?? "") : "";
      if (href.startsWith("/") && !href.startsWith("//")) links.push(href.split("#")[0] ?? href);
      if (child.type === "image") {
        const src = String(child.attrGet("src") ?? "");
        problems.push(...imageProblems(src, child.content));
        const media = mediaOfPath(src);
        if (media) images.push(media.name);
      }
    }
  }
  const words = text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
  return { html: md.renderer.render(parsed, md.options, {}), words, links, images };
}
