import type { PageWeight } from "../../scripts/page-weight";

/** DESIGN.md §6: what a page's first load may weigh, gzip. */
export const pageBudgets = { jsBytes: 60 * 1024, htmlBytes: 30 * 1024, cssBytes: 20 * 1024 };

/** The parts of a page's weight over their budget, named. */
export const overBudget = (weight: PageWeight) =>
  (Object.keys(pageBudgets) as (keyof typeof pageBudgets)[]).filter(
    (part) => weight[part] > pageBudgets[part],
  );
