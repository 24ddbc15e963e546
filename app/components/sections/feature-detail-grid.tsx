import { Check } from "lucide-react";

import { Card, CardText, CardTitle } from "~/components/ui/card";
import type { IconCard } from "~/content/types";

import { ArrowLink } from "./arrow-link";

export interface FeatureDetail extends IconCard {
  highlights: readonly string[];
  /** Where to read more, when another page covers the feature in depth. */
  link?: { label: string; href: string };
}

/** Feature cards with a few concrete highlights and an optional link onward. */
export function FeatureDetailGrid({ items }: { items: readonly FeatureDetail[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {items.map(({ icon: Icon, title, description, highlights, link }) => (
        <li key={title} className="flex">
          <Card className="w-full">
            <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <Icon aria-hidden="true" className="size-6" />
            </span>
            <CardTitle>{title}</CardTitle>
            <CardText>{description}</CardText>
            <ul className="flex flex-1 flex-col gap-2">
              {highlights.map((highlight) => (
                <li key={highlight} className="flex gap-2 text-ink-muted">
                  <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-success" />
                  {highlight}
                </li>
              ))}
            </ul>
            {link && <ArrowLink {...link} />}
          </Card>
        </li>
      ))}
    </ul>
  );
}
