import { Badge } from "~/components/ui/badge";
import { Card, CardText, CardTitle } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import { Icon } from "~/components/ui/icon";
import type { AudienceCard } from "~/content/types";

import { ActionButton } from "./action-button";

export function AudienceCards({ items }: { items: readonly AudienceCard[] }) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {items.map(({ icon, badge, tone, title, description, highlights, action }) => (
        <li key={title} className="flex">
          <Card className="w-full">
            <div className="flex items-center justify-between">
              <Icon name={icon} className="size-8 text-ink-muted" />
              <Badge tone={tone}>{badge}</Badge>
            </div>
            <CardTitle>{title}</CardTitle>
            <CardText>{description}</CardText>
            <CheckList items={highlights} />
            <ActionButton action={action} variant="outline" className="mt-2 self-start" />
          </Card>
        </li>
      ))}
    </ul>
  );
}
