import { Container } from "~/components/ui/container";
import { LongDate } from "~/components/ui/long-date";
import type { LegalDocumentContent, LegalDocumentSection } from "~/content/types";
import { useSiteData } from "~/site/use-site";

import { ContactLinkList } from "./contact-link-list";

/**
 * A policy or statement below its PageHero: the date it was last changed, a table
 * of contents, then one h2 section per entry.
 */
export function LegalDocument({ lastUpdated, dateLabel, sections }: LegalDocumentContent) {
  const labels = useSiteData().chrome.legalDocument;
  return (
    <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
      <div className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
        <p className="text-sm text-ink-muted">
          {dateLabel ?? labels.lastUpdated}:{" "}
          <LongDate date={lastUpdated} className="font-semibold text-ink" />
        </p>
        <TableOfContents
          sections={sections}
          label={labels.tableOfContents}
          heading={labels.contents}
        />
      </div>
      <div className="flex max-w-3xl flex-col gap-12">
        {sections.map((section) => (
          <DocumentSection key={section.id} {...section} />
        ))}
      </div>
    </Container>
  );
}

interface TableOfContentsProps {
  sections: readonly LegalDocumentSection[];
  label: string;
  heading: string;
}

function TableOfContents({ sections, label, heading }: TableOfContentsProps) {
  return (
    <nav aria-label={label} className="rounded-2xl border border-border bg-surface-muted p-5">
      <h2 className="text-sm font-semibold tracking-wide text-ink uppercase">{heading}</h2>
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
