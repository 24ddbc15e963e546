import { Badge } from "~/components/ui/badge";
import { Card, CardIcon, CardText, CardTitle } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type {
  IntegrationCategory,
  IntegrationStatus,
  IntegrationStatusLabels,
} from "~/content/types";

const statusStyle = {
  available: { tone: "success", icon: "circle-check" },
  "coming-soon": { tone: "neutral", icon: "clock" },
} as const satisfies Record<IntegrationStatus, unknown>;

/** Categories of named systems, each entry with its status spelled out. */
export function IntegrationDirectory({
  categories,
  statusLabels,
}: {
  categories: readonly IntegrationCategory[];
  statusLabels: IntegrationStatusLabels;
}) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {categories.map(({ icon, title, description, entries }) => (
        <li key={title} className="flex">
          <Card className="w-full">
            <CardIcon icon={icon} />
            <CardTitle>{title}</CardTitle>
            <CardText>{description}</CardText>
            <ul className="mt-1 flex flex-col divide-y divide-border border-t border-border">
              {entries.map(({ name, status }) => {
                const { tone, icon: statusIcon } = statusStyle[status];
                return (
                  <li key={name} className="flex items-center justify-between gap-3 py-3">
                    <span className="font-medium">{name}</span>
                    <Badge tone={tone} className="shrink-0">
                      <Icon name={statusIcon} className="size-3.5" />
                      {statusLabels[status]}
                    </Badge>
                  </li>
                );
              })}
            </ul>
          </Card>
        </li>
      ))}
    </ul>
  );
}
