import { CheckList } from "~/components/ui/check-list";

/** Short benefit statements with check marks, in two columns from md up. */
export function BenefitList({ items }: { items: readonly string[] }) {
  return (
    <CheckList
      items={items}
      size="lg"
      className="grid gap-x-10 gap-y-4 text-lg text-ink md:grid-cols-2"
    />
  );
}
