import { cn } from "~/lib/cn";

/** Short labelled facts (department, location, salary…), as a description list. */
export function FactList({
  facts,
  className,
}: {
  facts: readonly { term: string; value: string }[];
  className?: string;
}) {
  return (
    <dl className={cn("grid gap-x-8 gap-y-3 sm:grid-cols-2", className)}>
      {facts.map(({ term, value }) => (
        <div key={term} className="flex flex-col">
          <dt className="text-sm text-ink-muted">{term}</dt>
          <dd className="font-semibold text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
