/**
 * Every Atom feed and sitemap.xml, fed titles, messages, names and bodies
 * that try to break out of their element (`]]>`, markup, entities) or that
 * XML cannot hold (NUL and other controls, lone surrogates, U+FFFE): a
 * strict XML parser (saxes) reads each document, which has exactly the
 * elements the site writes, and every text reads back as it was typed, less
 * the characters XML 1.0 cannot hold (a spec-written model below).
 */
import fc from "fast-check";
import { SaxesParser } from "saxes";
import { afterAll, describe, expect, it } from "vitest";

import * as enStatus from "~/content/en/status";
import * as esStatus from "~/content/es/status";
import { atomXml } from "~/lib/atom-feed";
import { type Locale, localizedPath, publishedLocales } from "~/lib/i18n";
import {
  type Entry,
  contentRoot,
  readCollection,
  setContentSource,
} from "~/lib/publishing/collections.server";
import { absoluteUrl } from "~/lib/site-config";
import {
  type StatusIncident,
  type StatusSnapshot,
  type StatusText,
  incidentStates,
  maintenancePhase,
  maintenanceStates,
} from "~/lib/status/status-model";
import { STATUS_PATH } from "~/lib/status/status-paths";
import { type FeedCollection, entryFeed } from "~/site/entry-feed.server";
import { statusFeed } from "~/site/status-feed.server";

import { sitemapXml } from "../../server/site-output/sitemap";

/** XML 1.0 §2.2 `Char`, one UTF-16 unit at a time; a lone surrogate reads as U+FFFD. */
function xmlCharactersModel(text: string): string {
  let kept = "";
  for (let index = 0; index < text.length; index++) {
    const unit = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      kept += text.slice(index, index + 2);
      index++;
    } else if (unit >= 0xd800 && unit <= 0xdfff) kept += "\uFFFD";
    else if (unit === 0x9 || unit === 0xa || unit === 0xd || (unit >= 0x20 && unit <= 0xfffd))
      kept += text[index];
  }
  return kept;
}

const hostilePiece = fc.constantFrom(
  "]]>",
  "]]>]]>",
  "<![CDATA[",
  ']]><link href="https://attacker.example/"/><entry><title>planted</title></entry><![CDATA[',
  "</title></entry><entry><id>planted</id>",
  '</content><link rel="alternate" href="https://attacker.example/"/>',
  '"/><link href="x',
  "<",
  ">",
  "&",
  "&amp;",
  "&#0;",
  "&lt;script&gt;",
  '"',
  "'",
  "\u0000",
  "\u0001",
  "\u001b[31m",
  "\u007f",
  "\u0085",
  "\t",
  "\r",
  "\r\n",
  "\n",
  "\ud800",
  "\udfff",
  "\udbff\udfff",
  "\ufffe",
  "\uffff",
  "😀",
  'href="/',
  'href="\u0000/',
);
/** Any UTF-16 unit, lone surrogates and controls included. */
const anyUnits = fc.string({
  unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)),
  maxLength: 6,
});
const hostileText = fc
  .array(fc.oneof(hostilePiece, anyUnits, fc.string({ maxLength: 6 })), { maxLength: 10 })
  .map((parts) => parts.join(""));

interface Element {
  path: string;
  attributes: Record<string, string>;
  text: string;
}

/** Every element of `xml` in document order, read by a strict parser; any error throws. */
function parsedElements(xml: string): Element[] {
  // saxes reads a lone surrogate as any other unit; UTF-8 cannot carry one.
  expect(xml).not.toMatch(/\p{Cs}/u);
  const parser = new SaxesParser({ xmlns: true });
  const elements: Element[] = [];
  const open: Element[] = [];
  parser.on("error", (error) => {
    throw error;
  });
  parser.on("opentag", (tag) => {
    const parent = open.at(-1);
    const element: Element = {
      path: parent ? `${parent.path}/${tag.local}` : tag.local,
      attributes: Object.fromEntries(
        Object.values(tag.attributes)
          .filter((attribute) => attribute.prefix !== "xmlns" && attribute.name !== "xmlns")
          .map((attribute) => [attribute.name, attribute.value]),
      ),
      text: "",
    };
    elements.push(element);
    open.push(element);
  });
  parser.on("text", (text) => {
    const current = open.at(-1);
    if (current) current.text += text;
  });
  parser.on("cdata", (text) => {
    const current = open.at(-1);
    if (current) current.text += text;
  });
  parser.on("closetag", () => open.pop());
  parser.write(xml).close();
  return elements;
}

const ATOM = "http://www.w3.org/2005/Atom";
const feedHead = [
  "feed",
  "feed/id",
  "feed/title",
  "feed/updated",
  "feed/link",
  "feed/link",
  "feed/subtitle",
  "feed/rights",
];

/** The feed's structure, `entryChildren` per entry, and no text outside the leaves. */
function expectAtomShape(xml: string, entryChildren: string[][]): Element[] {
  expect(xml).toContain(`<feed xmlns="${ATOM}">`);
  const elements = parsedElements(xml);
  expect(elements.map((element) => element.path)).toEqual([
    ...feedHead,
    ...entryChildren.flatMap((children) => [
      "feed/entry",
      ...children.map((child) => `feed/entry/${child}`),
    ]),
  ]);
  const parents = new Set(elements.map((element) => element.path.replace(/\/[^/]+$/, "")));
  for (const element of elements.filter((element) => parents.has(element.path)))
    expect(element.text.trim()).toBe("");
  for (const link of elements.filter((element) => element.path.endsWith("/link")))
    expect(Object.keys(link.attributes).filter((name) => name !== "rel")).toEqual(["href"]);
  return elements;
}

/** Each entry's leaves by name (an entry's elements follow its `entry` element). */
function entriesOf(elements: Element[]): Map<string, Element>[] {
  const entries: Map<string, Element>[] = [];
  for (const element of elements) {
    if (element.path === "feed/entry") entries.push(new Map());
    else if (element.path.startsWith("feed/entry/"))
      entries.at(-1)?.set(element.path.slice("feed/entry/".length), element);
  }
  return entries;
}

const textOf = (entry: Map<string, Element> | undefined, name: string) => entry?.get(name)?.text;
const inLanguage = (text: StatusText, locale: Locale) => text[locale] || text["en-US"];
const htmlEscaped = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

describe("the status feed", () => {
  const at = new Date("2026-07-01T12:00:00Z");
  const statusText = fc.record(
    { "en-US": hostileText, "es-US": hostileText },
    { requiredKeys: ["en-US"] },
  );
  const snapshots: fc.Arbitrary<StatusSnapshot> = fc
    .record({
      names: fc.array(fc.record({ "en-US": hostileText, "es-US": hostileText }), {
        minLength: 1,
        maxLength: 3,
      }),
      incidents: fc.array(
        fc.record({
          kind: fc.constantFrom("incident" as const, "maintenance" as const),
          title: statusText,
          startsAt: fc.integer({ min: -60 * 24, max: 60 * 24 }),
          updates: fc.array(
            fc.record({ minutesAfter: fc.nat(600), step: fc.nat(3), message: statusText }),
            { minLength: 1, maxLength: 3 },
          ),
        }),
        { maxLength: 6 },
      ),
    })
    .map(({ names, incidents }) => {
      const minutes = (offset: number) => new Date(at.getTime() + offset * 60_000).toISOString();
      let updateId = 0;
      return {
        components: names.map((name, index) => ({ id: index + 1, position: index, name })),
        incidents: incidents.map((incident, index): StatusIncident => {
          const states = incident.kind === "incident" ? incidentStates : maintenanceStates;
          const updates = incident.updates
            .map((update) => ({
              id: ++updateId,
              at: minutes(incident.startsAt + update.minutesAfter),
              state: states[update.step % states.length] ?? "investigating",
              message: update.message,
            }))
            .sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
          const closing = updates[0]?.state === "resolved" || updates[0]?.state === "completed";
          return {
            id: index + 1,
            kind: incident.kind,
            title: incident.title,
            startsAt: minutes(incident.startsAt),
            endsAt: incident.kind === "maintenance" ? minutes(incident.startsAt + 120) : null,
            resolvedAt: closing ? (updates[0]?.at ?? null) : null,
            components: names.map((_, component) => ({
              componentId: component + 1,
              impact: "major",
            })),
            updates,
          };
        }),
      };
    });

  it.each(publishedLocales)(
    "(%s) parses, with only its own elements, and every title and message as typed",
    (locale) => {
      const labels = (locale === "es-US" ? esStatus : enStatus).statusLabels;
      fc.assert(
        fc.property(snapshots, (snapshot) => {
          const xml = atomXml(statusFeed(snapshot, at, locale));
          const elements = expectAtomShape(
            xml,
            snapshot.incidents.map(() => [
              "title",
              "id",
              "link",
              "updated",
              "summary",
              "content",
              "published",
            ]),
          );
          const page = absoluteUrl(localizedPath(STATUS_PATH, locale));
          const entries = new Map(
            entriesOf(elements).map((entry) => [textOf(entry, "id"), entry] as const),
          );
          const components = snapshot.components
            .map((component) => xmlCharactersModel(component.name[locale]))
            .join(", ");
          for (const incident of snapshot.incidents) {
            const entry = entries.get(`${page}#incident-${incident.id}`);
            const latest = incident.updates[0]?.state ?? "investigating";
            const phase = incident.kind === "maintenance" ? maintenancePhase(incident, at) : latest;
            expect(textOf(entry, "title")).toBe(
              `${xmlCharactersModel(inLanguage(incident.title, locale))} (${labels.updateStates[phase]})`,
            );
            expect(textOf(entry, "summary")?.endsWith(`${labels.affects} ${components}`)).toBe(
              true,
            );
            const paragraphs = textOf(entry, "content")?.split("</p>").slice(0, -1) ?? [];
            expect(paragraphs).toHaveLength(incident.updates.length);
            incident.updates.forEach((update, index) =>
              expect(
                paragraphs[index]?.endsWith(
                  `: ${htmlEscaped(xmlCharactersModel(inLanguage(update.message, locale)))}`,
                ),
              ).toBe(true),
            );
          }
        }),
        { numRuns: 150 },
      );
    },
  );
});

const day = "2026-03-02";
const entryOf = (
  collection: "blog" | "press" | "careers",
  locale: Locale,
  text: { slug: string; title: string; description: string; author: string; html: string },
): Entry => {
  const data = {
    blog: {
      title: text.title,
      description: text.description,
      author: text.author,
      date: day,
      category: "families",
    },
    press: {
      title: text.title,
      description: text.description,
      date: day,
      dateline: text.author,
      source: text.author,
    },
    careers: {
      title: text.title,
      description: text.description,
      datePosted: day,
      validThrough: "2999-01-01",
    },
  }[collection];
  return {
    collection,
    slug: text.slug,
    locale,
    path: `/${collection}/${text.slug}`,
    file: `${collection}/${text.slug}.md`,
    data: data as Entry["data"],
    html: text.html,
    words: 1,
    readingMinutes: 1,
    links: [],
    images: [],
  };
};
const entryTexts = fc.record({
  slug: hostileText,
  title: hostileText,
  description: hostileText,
  author: hostileText,
  html: fc
    .array(fc.oneof(hostileText, fc.constantFrom('<a href="/pricing">', '<a href="//x">')), {
      maxLength: 4,
    })
    .map((parts) => parts.join("")),
});
const siteLinksModel = (html: string) =>
  html
    .split('href="/')
    .reduce((joined, part) =>
      part.startsWith("/")
        ? `${joined}href="/${part}`
        : `${joined}href="${absoluteUrl("/")}${part}`,
    );

describe.each(["blog", "press"] as const)("the %s feed", (collection: FeedCollection) => {
  it.each(publishedLocales)(
    "(%s) parses, with only its own elements, and every text as typed",
    (locale) => {
      fc.assert(
        fc.property(fc.array(entryTexts, { maxLength: 5 }), (texts) => {
          const entries = texts.map(
            (text) => entryOf(collection, locale, text) as Entry<FeedCollection>,
          );
          const xml = atomXml(entryFeed(collection, locale, entries));
          const elements = expectAtomShape(
            xml,
            texts.map((text) => [
              "title",
              "id",
              "link",
              "updated",
              ...(text.description ? ["summary"] : []),
              "content",
              "author",
              "author/name",
              "published",
            ]),
          );
          const parsed = entriesOf(elements);
          texts.forEach((text, index) => {
            const entry = parsed[index];
            const author = collection === "blog" ? text.author : "Brightway";
            const url = xmlCharactersModel(
              absoluteUrl(localizedPath(`/${collection}/${text.slug}`, locale)),
            );
            expect(textOf(entry, "id")).toBe(url);
            expect(entry?.get("link")?.attributes.href).toBe(url);
            expect(textOf(entry, "title")).toBe(xmlCharactersModel(text.title));
            if (text.description)
              expect(textOf(entry, "summary")).toBe(xmlCharactersModel(text.description));
            expect(textOf(entry, "author/name")).toBe(xmlCharactersModel(author));
            expect(textOf(entry, "content")).toBe(siteLinksModel(xmlCharactersModel(text.html)));
          });
        }),
        { numRuns: 150 },
      );
    },
  );
});

describe("sitemap.xml", () => {
  afterAll(() =>
    setContentSource((collection, locale) => readCollection(contentRoot(), collection, locale)),
  );

  it("parses, with one url per page, whatever an entry's slug holds", () => {
    fc.assert(
      fc.property(fc.array(entryTexts, { minLength: 1, maxLength: 3 }), (texts) => {
        setContentSource((collection, locale) =>
          texts.map((text) => entryOf(collection, locale, text)),
        );
        const xml = sitemapXml();
        const elements = parsedElements(xml);
        const locs = elements.filter((element) => element.path === "urlset/url/loc");
        expect(elements.filter((element) => element.path === "urlset/url")).toHaveLength(
          locs.length,
        );
        for (const locale of publishedLocales)
          for (const collection of ["blog", "press", "careers"] as const)
            for (const text of texts)
              expect(locs.map((loc) => loc.text)).toContain(
                xmlCharactersModel(
                  absoluteUrl(localizedPath(`/${collection}/${text.slug}`, locale)),
                ),
              );
        expect(new Set(elements.map((element) => element.path))).toEqual(
          new Set([
            "urlset",
            "urlset/url",
            "urlset/url/loc",
            "urlset/url/lastmod",
            "urlset/url/link",
          ]),
        );
      }),
      { numRuns: 50 },
    );
  });
});
