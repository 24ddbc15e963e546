import type { ReactNode } from "react";

export interface Description {
  term: string;
  details: ReactNode;
}

/** Terms and their values, side by side from a tablet's width up. */
export function DescriptionList({ items }: { items: Description[] }) {
  return (
    <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[minmax(8rem,14rem)_1fr] sm:gap-y-3">
      {items.map(({ term, details }) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-ink-muted">{term}</dt>
          <dd className="min-w-0 break-words whitespace-pre-wrap max-sm:mb-3">{details}</dd>
        </div>
      ))}
    </dl>
  );
}
