import { Link } from "react-router";

interface PageLinksProps {
  label: string;
  /** Back to the first page, when this is not it. */
  first?: { to: string; label: string };
  /** The next page, when there is one. */
  next?: { to: string; label: string };
}

/** Paging through a long list by cursor: back to the newest, and on to older entries. */
export function PageLinks({ label, first, next }: PageLinksProps) {
  if (!first && !next) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap gap-6">
      {[first, next].map(
        (link) =>
          link && (
            <Link
              key={link.to}
              to={link.to}
              className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-2"
            >
              {link.label}
            </Link>
          ),
      )}
    </nav>
  );
}
