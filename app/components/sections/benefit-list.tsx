import { Icon } from "~/components/ui/icon";

/** Short benefit statements with check marks, in two columns from md up. */
export function BenefitList({ items }: { items: readonly string[] }) {
  return (
    <ul className="grid gap-x-10 gap-y-4 md:grid-cols-2">
      {items.map((item) => (
        <li key={item} className="flex gap-3 text-lg leading-relaxed">
          <Icon name="circle-check" className="mt-1 size-5 shrink-0 text-success" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
