import { Icon } from "~/components/ui/icon";
import type { IconTile } from "~/content/types";

/**
 * A compact list of named categories (eligible uses, kinds of provider): icon and
 * label tiles, lighter than cards, four across on wide screens.
 */
export function IconTileList({ items }: { items: readonly IconTile[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {items.map(({ icon, label, note }) => (
        <li
          key={label}
          className="flex items-start gap-4 rounded-xl border border-border bg-surface p-5"
        >
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
            <Icon name={icon} className="size-6" />
          </span>
          <span className="flex flex-col gap-1">
            <span className="leading-snug font-semibold text-ink">{label}</span>
            {note && <span className="text-sm leading-relaxed text-ink-muted">{note}</span>}
          </span>
        </li>
      ))}
    </ul>
  );
}
