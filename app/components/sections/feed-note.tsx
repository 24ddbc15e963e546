import { Icon } from "~/components/ui/icon";
import { localizedPath } from "~/lib/i18n";
import { useLocale } from "~/lib/use-locale";

/** A plain link to a collection's Atom feed (a file, not a page: no client-side navigation). */
export function FeedNote({ href, label }: { href: string; label: string }) {
  return (
    <p className="mt-10 flex justify-center">
      <a
        href={localizedPath(href, useLocale())}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <Icon name="rss" className="size-4" />
        {label}
      </a>
    </p>
  );
}
