import { Container } from "~/components/ui/container";
import type { ContactLink } from "~/content/types";
import { LongDate } from "~/features/dates/long-date";

import { ContactLinkList } from "./contact-link-list";

export interface LegalDocumentSection {
  /** Anchor id, linked from the table of contents. */
  id: string;
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
  /** Ways to act on the section: contact details, related pages. */
  links?: readonly ContactLink[];
}

export interface LegalDocumentContent {
  /** ISO date, YYYY-MM-DD. */
  lastUpdated: string;
  /** Words before the date; "Last updated" unless the document calls it something else. */
  dateLabel?: string;
  sections: readonly LegalDocumentSection[];
}

/**
 * A policy or statement below its PageHero: the date it was last changed, a table
 * of contents, then one h2 section per entry.
 */
export function LegalDocument({
  lastUpdated,
  dateLabel = "Last updated",
  sections,
}: LegalDocumentContent) {
  return (
    <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
      <div className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
        <p className="text-sm text-ink-muted">
          {dateLabel}: <LongDate date={lastUpdated} className="font-semibold text-ink" />
        </p>
        <TableOfContents sections={sections} />
      </div>
      <div className="flex max-w-3xl flex-col gap-12">
        {sections.map((section) => (
          <DocumentSection key={section.id} {...section} />
        ))}
      </div>
    </Container>
  );
}

function TableOfContents({ sections }: { sections: readonly LegalDocumentSection[] }) {
  return (
    <nav
      aria-label="Table of contents"
      className="rounded-2xl border border-border bg-surface-muted p-5"
    >
      <h2 className="text-sm font-semibold tracking-wide text-ink uppercase">Contents</h2>
      <ol className="mt-2 flex flex-col">
        {sections.map(({ id, heading }) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className="flex min-h-11 items-center text-sm text-primary underline-offset-4 hover:underline"
            >
              {heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function DocumentSection({ id, heading, paragraphs, list, links }: LegalDocumentSection) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-2xl font-bold tracking-tight text-balance">
        {heading}
      </h2>
      {paragraphs.map((paragraph) => (
        <p key={paragraph} className="leading-relaxed text-pretty wrap-break-word text-ink-muted">
          {paragraph}
        </p>
      ))}
      {list && (
        <ul className="flex list-disc flex-col gap-2 pl-6 leading-relaxed text-ink-muted">
          {list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
      {links && <ContactLinkList items={links} />}
    </section>
  );
}
