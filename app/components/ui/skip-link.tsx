/** The first thing a keyboard reaches: a link past the header to the page's main content. */
export function SkipLink({ target, children }: { target: string; children: string }) {
  return (
    <a
      href={`#${target}`}
      className="sr-only z-50 rounded-lg bg-primary px-4 py-3 font-semibold text-on-primary focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      {children}
    </a>
  );
}
