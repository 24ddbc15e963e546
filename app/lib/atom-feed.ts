/**
 * An Atom 1.0 document (RFC 4287) for the site's feeds: the blog's, the
 * press releases' and the status page's. Every text is escaped by one rule
 * (~/lib/xml), titles and summaries as plain text, each entry's body as HTML
 * escaped into text, so a title or a message cannot add an element.
 */
import { xmlAttribute, xmlText } from "~/lib/xml";

export interface AtomEntry {
  /** Absolute URL: the entry's id and its link. */
  url: string;
  title: string;
  summary?: string;
  html: string;
  updated: Date;
  published: Date;
  authors?: string[];
}

export interface AtomFeed {
  /** Absolute URL of the page the feed follows: the feed's id and its link. */
  page: string;
  /** Absolute URL of the feed itself. */
  self: string;
  title: string;
  subtitle: string;
  rights: string;
  updated: Date;
  entries: AtomEntry[];
}

const element = (name: string, text: string) => `<${name}>${xmlText(text)}</${name}>`;

function entryXml(entry: AtomEntry): string[] {
  return [
    `<entry>`,
    ...[
      element("title", entry.title),
      element("id", entry.url),
      `<link href="${xmlAttribute(entry.url)}"/>`,
      element("updated", entry.updated.toISOString()),
      ...(entry.summary ? [element("summary", entry.summary)] : []),
      `<content type="html">${xmlText(entry.html)}</content>`,
      ...(entry.authors ?? []).map((name) => `<author>${element("name", name)}</author>`),
      element("published", entry.published.toISOString()),
    ].map((line) => `    ${line}`),
    `</entry>`,
  ];
}

export function atomXml(feed: AtomFeed): string {
  return [
    `<?xml version="1.0" encoding="utf-8"?>`,
    `<feed xmlns="http://www.w3.org/2005/Atom">`,
    ...[
      element("id", feed.page),
      element("title", feed.title),
      element("updated", feed.updated.toISOString()),
      `<link rel="alternate" href="${xmlAttribute(feed.page)}"/>`,
      `<link rel="self" href="${xmlAttribute(feed.self)}"/>`,
      element("subtitle", feed.subtitle),
      element("rights", feed.rights),
      ...feed.entries.flatMap(entryXml),
    ].map((line) => `    ${line}`),
    `</feed>`,
    ``,
  ].join("\n");
}

/** The answer of a feed's route. */
export const atomResponse = (feed: AtomFeed) =>
  new Response(atomXml(feed), {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8" },
  });
