import { type ReactNode, useId } from "react";

import { Container } from "~/components/ui/container";
import type { SectionIntro } from "~/content/types";
import { cn } from "~/lib/cn";

interface SectionProps {
  /** Anchor target, e.g. "features" for /#features. */
  id?: string;
  intro?: SectionIntro;
  tone?: "plain" | "muted";
  align?: "start" | "center";
  className?: string;
  children: ReactNode;
}

/** A page band: optional eyebrow, h2 and intro, then its content. Labelled by its heading. */
export function Section({
  id,
  intro,
  tone = "plain",
  align = "center",
  className,
  children,
}: SectionProps) {
  const headingId = `${useId()}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={intro ? headingId : undefined}
      className={cn(
        // Skipped while a dialog covers the page and it is out of sight (modal-dialog-behaviour.ts).
        "skipped-offscreen py-16 sm:py-20",
        tone === "muted" && "bg-surface-muted",
        className,
      )}
    >
      <Container>
        {intro && <SectionHeader headingId={headingId} align={align} {...intro} />}
        {children}
      </Container>
    </section>
  );
}

function SectionHeader({
  headingId,
  eyebrow,
  title,
  intro,
  align,
}: SectionIntro & { headingId: string; align: "start" | "center" }) {
  return (
    <div
      className={cn(
        "mb-10 flex max-w-3xl flex-col gap-3",
        align === "center" && "mx-auto text-center",
      )}
    >
      {eyebrow && (
        <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      )}
      <h2 id={headingId} className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {intro && <p className="text-lg leading-relaxed text-pretty text-ink-muted">{intro}</p>}
    </div>
  );
}
