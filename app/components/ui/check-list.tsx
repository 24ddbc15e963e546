import { Icon } from "~/components/ui/icon";
import { cn } from "~/lib/cn";

const sizes = {
  /** Short points inside a card. */
  sm: { item: "gap-2", icon: "check" as const, iconClass: "mt-1 size-4" },
  /** Statements that stand on their own in a band or a column. */
  lg: { item: "gap-3 leading-relaxed", icon: "circle-check" as const, iconClass: "mt-1 size-5" },
};

interface CheckListProps {
  items: readonly string[];
  size?: keyof typeof sizes;
  className?: string;
}

/** Points, each with a check mark. Grows to push what follows to the bottom of a card. */
export function CheckList({ items, size = "sm", className }: CheckListProps) {
  const style = sizes[size];
  return (
    <ul className={cn("flex flex-1 flex-col gap-2 text-ink-muted", className)}>
      {items.map((item) => (
        <li key={item} className={cn("flex", style.item)}>
          <Icon name={style.icon} className={cn("shrink-0 text-success", style.iconClass)} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
