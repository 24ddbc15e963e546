import { Card, CardText, CardTitle } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import type { Checklist } from "~/content/types";

/** Side-by-side titled checklists, e.g. technical and administrative safeguards. */
export function ChecklistColumns({ lists }: { lists: readonly Checklist[] }) {
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {lists.map(({ title, description, items }) => (
        <Card key={title}>
          <CardTitle>{title}</CardTitle>
          <CardText>{description}</CardText>
          <CheckList items={items} size="lg" className="gap-3 text-ink" />
        </Card>
      ))}
    </div>
  );
}
