import { useState } from "react";

import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/field";
import { controlClassName } from "~/components/ui/field-styles";
import { fillTemplate } from "~/lib/template";
import { statusLimits } from "~/lib/status/status-limits";
import type { StatusComponent } from "~/lib/status/status-model";

import { statusCopy } from "../../copy/status";
import { Feedback } from "../feedback";
import { PageSection } from "../page-heading";
import { useStatusForm } from "./status-fields";

const copy = statusCopy.components;
const PREFIX = "components";

/**
 * Owners only: every component's names in English and Spanish, and their
 * order (moved with buttons, one place at a time), saved together.
 */
export function ComponentsForm({ components }: { components: StatusComponent[] }) {
  const { fetcher, form, busy, result, errors, onSubmit } = useStatusForm(PREFIX);
  const [order, setOrder] = useState(() => components.map((component) => component.id));
  // Components the server added or removed since: the server's order, then any new ones.
  const ids = [
    ...order.filter((id) => components.some((component) => component.id === id)),
    ...components.map((component) => component.id).filter((id) => !order.includes(id)),
  ];
  const move = (index: number, by: -1 | 1) => {
    const next = [...ids];
    const [id] = next.splice(index, 1);
    if (id === undefined) return;
    next.splice(index + by, 0, id);
    setOrder(next);
  };
  const error = errors.components;
  return (
    <PageSection id="status-components" title={copy.heading}>
      <p className="max-w-3xl text-ink-muted">{copy.hint}</p>
      <fetcher.Form
        ref={form}
        method="post"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="status-components"
        className="flex max-w-3xl flex-col gap-4"
      >
        <input type="hidden" name="intent" value="components" />
        <ol className="flex flex-col gap-3">
          {ids.map((id, index) => {
            const component = components.find((item) => item.id === id);
            if (!component) return null;
            const legend = fillTemplate(copy.position, { position: index + 1 });
            return (
              <li key={id}>
                <fieldset className="flex flex-col gap-3 border-t border-border pt-3 sm:rounded-xl sm:border sm:p-3">
                  <legend className="px-1 font-semibold">{legend}</legend>
                  <input type="hidden" name="id" value={id} />
                  <div className="grid gap-3 sm:grid-cols-2">
                    {(["en-US", "es-US"] as const).map((locale) => {
                      const fieldId = `${PREFIX}-${id}-${locale}`;
                      return (
                        <div key={locale} className="flex min-w-0 flex-col gap-1.5">
                          <Label htmlFor={fieldId}>
                            {locale === "en-US" ? copy.english : copy.spanish}
                          </Label>
                          <input
                            id={fieldId}
                            name={locale === "en-US" ? "nameEn" : "nameEs"}
                            defaultValue={component.name[locale]}
                            maxLength={statusLimits.componentName}
                            className={controlClassName}
                            aria-describedby={error ? `${PREFIX}-error` : undefined}
                            aria-invalid={
                              error && !component.name[locale].trim() ? true : undefined
                            }
                          />
                        </div>
                      );
                    })}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {index > 0 && (
                      <Button
                        type="button"
                        variant="outline"
                        aria-label={`${copy.moveUp}: ${component.name["en-US"]}`}
                        onClick={() => move(index, -1)}
                      >
                        {copy.moveUp}
                      </Button>
                    )}
                    {index < ids.length - 1 && (
                      <Button
                        type="button"
                        variant="outline"
                        aria-label={`${copy.moveDown}: ${component.name["en-US"]}`}
                        onClick={() => move(index, 1)}
                      >
                        {copy.moveDown}
                      </Button>
                    )}
                  </div>
                </fieldset>
              </li>
            );
          })}
        </ol>
        {error && (
          <p id={`${PREFIX}-error`} role="alert" className="font-medium text-danger">
            {error}
          </p>
        )}
        <Button type="submit" className="self-start">
          {busy ? copy.busy : copy.submit}
        </Button>
        <Feedback problem={result?.problem} done={result?.done} />
      </fetcher.Form>
    </PageSection>
  );
}
