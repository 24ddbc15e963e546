import type { ReactNode } from "react";
import { Link } from "react-router";

import { WordmarkBars } from "~/components/layout/wordmark";
import { Container } from "~/components/ui/container";
import { SkipLink } from "~/components/ui/skip-link";
import { siteConfig } from "~/lib/site-config";

import { consoleCopy } from "../copy/common";
import { consolePaths } from "../paths";

const MAIN_ID = "console-main";

/** The console's own layout: brand, whatever the header holds for the page, then its content. */
export function ConsoleFrame({ header, children }: { header?: ReactNode; children: ReactNode }) {
  return (
    <>
      <SkipLink target={MAIN_ID}>{consoleCopy.skipLink}</SkipLink>
      <header className="border-b border-border bg-surface-muted print:hidden">
        <Container className="flex flex-wrap items-center justify-between gap-x-6 gap-y-2 py-3">
          <ConsoleBrand />
          {header}
        </Container>
      </header>
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 focus:outline-none">
        <Container className="flex flex-col gap-8 py-8">{children}</Container>
      </main>
    </>
  );
}

function ConsoleBrand() {
  return (
    <Link
      to={consolePaths.signIn}
      className="inline-flex min-h-11 items-center gap-2.5 rounded-md text-lg font-bold tracking-tight text-ink"
    >
      <WordmarkBars />
      <span>
        {siteConfig.name}{" "}
        <span className="font-semibold text-ink-muted">{consoleCopy.consoleName}</span>
      </span>
      <span className="sr-only"> {consoleCopy.brandLink}</span>
    </Link>
  );
}
