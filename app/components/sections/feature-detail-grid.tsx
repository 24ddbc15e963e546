import { Card, CardIcon, CardText, CardTitle } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import type { FeatureDetail } from "~/content/types";

import { ArrowLink } from "./arrow-link";

/** Feature cards with a few concrete highlights and an optional link onward. */
export function FeatureDetailGrid({ items }: { items: readonly FeatureDetail[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map(({ icon, title, description, highlights, link }) => (
        <li key={title} className="flex">
          <Card className="w-full">
            <CardIcon icon={icon} />
            <CardTitle>{title}</CardTitle>
            <CardText>{description}</CardText>
            <CheckList items={highlights} />
            {link && <ArrowLink {...link} />}
          </Card>
        </li>
      ))}
    </ul>
  );
}
