import { Label } from "~/components/ui/field";
import { controlClassName } from "~/components/ui/field-styles";
import { cn } from "~/lib/cn";

import type { CollectionName as EntryCollection } from "~/lib/console-api/values";
import { editorCopy, fieldLabels, languageLabels, optionLabels } from "../../copy/publishing";
import { type FieldSpec, type VersionForm, fieldsOf } from "../../entry-form";

type Locale = keyof typeof languageLabels;

interface VersionFieldsProps {
  collection: EntryCollection;
  locale: Locale;
  form: VersionForm;
  onChange: (form: VersionForm) => void;
  /** The problems to show now: each field's once it has been left or a save was tried. */
  problems: Record<string, string>;
  onLeave: (name: string) => void;
}

const hintClassName = "text-sm text-ink-muted";
const problemClassName = "text-sm font-medium text-danger";

/** One language's fields and body, each labelled, its problem named beside it. */
export function VersionFields(props: VersionFieldsProps) {
  const { collection, locale, form, onChange, problems } = props;
  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-border p-4">
      <legend className="px-1 text-lg font-semibold">{languageLabels[locale]}</legend>
      {fieldsOf[collection].map((spec) => (
        <Field
          key={spec.name}
          {...props}
          spec={spec}
          value={form.fields[spec.name] ?? ""}
          onValue={(value) => onChange({ ...form, fields: { ...form.fields, [spec.name]: value } })}
        />
      ))}
      <Field
        {...props}
        spec={{ name: "body", kind: "text" }}
        value={form.body}
        onValue={(body) => onChange({ ...form, body })}
      />
      {problems.form && <p className={problemClassName}>{problems.form}</p>}
    </fieldset>
  );
}

interface FieldProps extends VersionFieldsProps {
  spec: FieldSpec;
  value: string;
  onValue: (value: string) => void;
}

function Field({ locale, spec, value, onValue, problems, onLeave }: FieldProps) {
  const id = `${locale}-${spec.name}`;
  const problem = problems[spec.name];
  const hint =
    spec.name === "body" ? editorCopy.bodyHint : spec.kind === "list" ? editorCopy.listHint : "";
  const describedBy = [hint && `${id}-hint`, problem && `${id}-problem`].filter(Boolean).join(" ");
  const shared = {
    id,
    name: spec.name,
    value,
    onBlur: () => onLeave(spec.name),
    // Every field is needed (the form checks them itself, so this only tells assistive technology).
    required: true,
    "aria-invalid": problem ? true : undefined,
    "aria-describedby": describedBy || undefined,
    lang: locale === "es-US" ? "es" : "en",
  };
  const isLong = spec.kind === "list" || spec.name === "body";
  // A title or description is one line, wrapped so all of it shows on a phone.
  const wraps = spec.name === "title" || spec.name === "description";
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{spec.name === "body" ? editorCopy.body : fieldLabels[spec.name]}</Label>
      {hint && (
        <p id={`${id}-hint`} className={hintClassName}>
          {hint}
        </p>
      )}
      {spec.kind === "choice" ? (
        <select
          {...shared}
          onChange={(event) => onValue(event.target.value)}
          className={controlClassName}
        >
          <option value="">{editorCopy.choose}</option>
          {spec.options?.map((option) => (
            <option key={option} value={option}>
              {optionLabels[spec.name]?.[option] ?? option}
            </option>
          ))}
        </select>
      ) : wraps ? (
        <textarea
          {...shared}
          rows={spec.name === "title" ? 2 : 3}
          onChange={(event) => onValue(event.target.value.replace(/\s*\n\s*/g, " "))}
          className={controlClassName}
        />
      ) : isLong ? (
        <textarea
          {...shared}
          rows={spec.name === "body" ? 14 : 4}
          onChange={(event) => onValue(event.target.value)}
          className={cn(controlClassName, spec.name === "body" && "font-mono text-sm")}
        />
      ) : (
        <input
          {...shared}
          type={spec.kind === "date" ? "date" : "text"}
          inputMode={spec.kind === "number" ? "numeric" : undefined}
          onChange={(event) => onValue(event.target.value)}
          className={controlClassName}
        />
      )}
      {problem && (
        <p id={`${id}-problem`} className={problemClassName}>
          {shortLabel(spec.name)}: {problem}
        </p>
      )}
    </div>
  );
}

/** A field's label without its explanation: "Description", not "Description (50 to 160…)". */
const shortLabel = (name: string) => (fieldLabels[name] ?? name).replace(/ \(.*\)$/, "");
