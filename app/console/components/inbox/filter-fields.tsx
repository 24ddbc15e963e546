import type { ReactNode } from "react";
import { useSearchParams } from "react-router";

import { Label } from "~/components/ui/field";
import { controlClassName } from "~/components/ui/field-styles";
import { fillTemplate } from "~/lib/template";

import { inboxCopy } from "../../copy/leads";

const copy = inboxCopy.filters;

interface Choice {
  value: string;
  label: string;
  count?: number;
}

/** A choice among values, "Any" first; each may say how many leads it would find. */
export function SelectFilter({
  name,
  label,
  choices,
}: {
  name: string;
  label: string;
  choices: Choice[];
}) {
  const [search] = useSearchParams();
  const id = `filter-${name}`;
  return (
    <FilterField id={id} label={label}>
      <select
        id={id}
        name={name}
        defaultValue={search.get(name) ?? ""}
        className={controlClassName}
      >
        <option value="">{copy.any}</option>
        {choices.map(({ value, label: choiceLabel, count }) => (
          <option key={value} value={value}>
            {count === undefined
              ? choiceLabel
              : fillTemplate(copy.withCount, { label: choiceLabel, count })}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

/** A search box or a date. */
export function InputFilter({
  name,
  label,
  type,
}: {
  name: string;
  label: string;
  type: "search" | "date";
}) {
  const [search] = useSearchParams();
  const id = `filter-${name}`;
  return (
    <FilterField id={id} label={label}>
      <input
        id={id}
        name={name}
        type={type}
        defaultValue={search.get(name) ?? ""}
        maxLength={type === "search" ? 200 : undefined}
        className={controlClassName}
      />
    </FilterField>
  );
}
