import { Card, CardText, CardTitle } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { ActionCard } from "~/content/types";

import { ArrowLink } from "./arrow-link";

/** Cards that each end in one next step, e.g. request a report or email a team. */
export function ActionCardGrid({ items }: { items: readonly ActionCard[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {items.map(({ icon, title, description, link }) => (
        <li key={title} className="flex">
          <Card className="w-full">
            <Icon name={icon} className="size-8 text-primary" />
            <CardTitle>{title}</CardTitle>
            <CardText className="flex-1 break-words">{description}</CardText>
            <ArrowLink {...link} />
          </Card>
        </li>
      ))}
    </ul>
  );
}
