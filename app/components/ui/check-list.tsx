import { Icon } from "~/components/ui/icon";

/** Short points inside a card, each with a check mark. Grows to push what follows to the bottom. */
export function CheckList({ items }: { items: readonly string[] }) {
  return (
    <ul className="flex flex-1 flex-col gap-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2 text-ink-muted">
          <Icon name="check" className="mt-1 size-4 shrink-0 text-success" />
          {item}
        </li>
      ))}
    </ul>
  );
}
