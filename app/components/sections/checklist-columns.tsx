import { Card, CardText, CardTitle } from "~/components/ui/card";
import { Icon } from "~/components/ui/icon";
import type { Checklist } from "~/content/types";

/** Side-by-side titled checklists, e.g. technical and administrative safeguards. */
export function ChecklistColumns({ lists }: { lists: readonly Checklist[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {lists.map(({ title, description, items }) => (
        <Card key={title}>
          <CardTitle>{title}</CardTitle>
          <CardText>{description}</CardText>
          <ul className="flex flex-col gap-3">
            {items.map((item) => (
              <li key={item} className="flex gap-3 leading-relaxed">
                <Icon name="circle-check" className="mt-1 size-5 shrink-0 text-success" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </Card>
      ))}
    </div>
  );
}
