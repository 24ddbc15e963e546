import { Card, CardText } from "~/components/ui/card";
import { CheckList } from "~/components/ui/check-list";
import type { PricingPlan } from "~/content/types";
import { cn } from "~/lib/cn";

import { ActionButton } from "./action-button";

/** Plans side by side; the popular one says so in words, not only with its border. */
export function PricingPlans({
  plans,
  popularLabel,
}: {
  plans: readonly PricingPlan[];
  /** The badge on the popular plan. */
  popularLabel: string;
}) {
  return (
    <ul className="grid gap-6 lg:grid-cols-3">
      {plans.map(({ name, price, period, description, features, popular, action }) => (
        <li key={name} className="flex">
          <Card className={cn("relative w-full", popular && "ring-2 ring-primary")}>
            <h3 className="text-2xl font-semibold">{name}</h3>
            {popular && (
              <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-primary px-3 py-1 text-xs font-semibold tracking-wide whitespace-nowrap text-on-primary uppercase">
                {popularLabel}
              </p>
            )}
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span className="text-4xl font-bold tracking-tight">{price}</span>
              <span className="text-ink-muted">{period}</span>
            </p>
            <CardText>{description}</CardText>
            <CheckList items={features} className="my-2 gap-3 text-ink" />
            <ActionButton
              action={action}
              size="lg"
              variant={popular ? "primary" : "outline"}
              className="w-full"
            />
          </Card>
        </li>
      ))}
    </ul>
  );
}
