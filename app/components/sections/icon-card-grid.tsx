import { Card, CardIcon, CardText, CardTitle } from "~/components/ui/card";
import type { IconCard } from "~/content/types";
import { cn } from "~/lib/cn";

interface IconCardGridProps {
  items: readonly IconCard[];
  columns?: 2 | 3;
}

export function IconCardGrid({ items, columns = 3 }: IconCardGridProps) {
  return (
    <ul className={cn("grid gap-6 sm:grid-cols-2", columns === 3 && "lg:grid-cols-3")}>
      {items.map(({ icon, title, description }) => (
        <li key={title} className="flex">
          <Card className="w-full">
            <CardIcon icon={icon} />
            <CardTitle>{title}</CardTitle>
            <CardText>{description}</CardText>
          </Card>
        </li>
      ))}
    </ul>
  );
}
