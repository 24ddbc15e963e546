import { type ReactNode, useEffect, useRef } from "react";
import { useLocation } from "react-router";

/** Whether a console page has been shown since the document loaded. */
let pageShown = false;

/**
 * A console page's one h1. Focus moves to it whenever the console moves to
 * another page (a new path), so a screen reader reads where the person has
 * arrived; a change of filters (the query string) leaves focus where it
 * was, and the first page of a freshly loaded document leaves it at the
 * document's start, where the skip link is.
 */
export function PageHeading({ children, intro }: { children: ReactNode; intro?: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (pageShown) heading.current?.focus();
    pageShown = true;
  }, [pathname]);
  return (
    <div className="flex flex-col gap-2">
      <h1
        ref={heading}
        tabIndex={-1}
        className="text-2xl font-bold tracking-tight focus:outline-none sm:text-3xl"
      >
        {children}
      </h1>
      {intro && <p className="max-w-3xl text-ink-muted">{intro}</p>}
    </div>
  );
}

/** A titled part of a console page. */
export function PageSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-xl font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </section>
  );
}
