import { type FormEvent, useEffect, useRef } from "react";
import { useFetcher } from "react-router";

import { Button } from "~/components/ui/button";
import { FieldError, Label } from "~/components/ui/field";
import { controlClassName, errorIdFor } from "~/components/ui/field-styles";
import { cn } from "~/lib/cn";
import { fillTemplate } from "~/lib/template";

import type { DeliverySettings } from "~/lib/console-api/delivery-settings";
import { leadLabels } from "../../copy/leads";
import { settingsCopy } from "../../copy/settings";
import { MAX_RECIPIENTS, type RoutingBox, boxText, routingBoxes } from "../../routing-rules";
import { Feedback } from "../feedback";
import { PageSection } from "../page-heading";

const copy = settingsCopy.routing;

export interface SettingsResult {
  done?: string;
  problem?: string;
  /** A routing box's problem, by the box's name. */
  errors?: Record<string, string>;
}

const boxId = (box: RoutingBox) => `routing-${box.name}`;
const hintId = (box: RoutingBox) => `${boxId(box)}-hint`;

function boxLabel(box: RoutingBox): string {
  if (box.form === "demo") return copy.demo.label;
  return box.inquiryType ? leadLabels.inquiry[box.inquiryType] : copy.contact.any;
}

/** One rule's addresses; what typed text it had stays when it is refused. */
function AddressBox({
  box,
  rules,
  error,
  prominent = false,
}: {
  box: RoutingBox;
  rules: DeliverySettings["rules"];
  error?: string;
  /** A box on its own, whose label reads like the groups' legends. */
  prominent?: boolean;
}) {
  const id = boxId(box);
  const describedBy = [hintId(box), error ? errorIdFor(id) : ""].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id} className={cn(prominent && "text-lg")}>
        {boxLabel(box)}
      </Label>
      <p id={hintId(box)} className="text-sm text-ink-muted">
        {box.inquiryType ? copy.emptyToAny : copy.emptyToFallback}
      </p>
      <textarea
        id={id}
        name={box.name}
        rows={2}
        maxLength={4000}
        spellCheck={false}
        autoCapitalize="off"
        defaultValue={boxText(rules, box)}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        className={cn(controlClassName, "font-mono text-sm")}
      />
      <FieldError controlId={id}>{error}</FieldError>
    </div>
  );
}

/**
 * One box of addresses for each rule there can be, saved together (the
 * API replaces every rule at once). A refused box keeps what was typed,
 * says why, and takes focus; a saved form shows the addresses as kept.
 */
export function RoutingForm({ settings }: { settings: DeliverySettings }) {
  const fetcher = useFetcher<SettingsResult>();
  const form = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const result = busy ? undefined : fetcher.data;
  const errors = result?.errors ?? {};

  useEffect(() => {
    if (result?.done) form.current?.reset();
    const first = routingBoxes.find((box) => result?.errors?.[box.name]);
    if (first) document.getElementById(boxId(first))?.focus();
  }, [result]);

  // The button stays enabled (and focused) while saving; a second press waits for the first.
  const onSubmit = (event: FormEvent) => {
    if (busy) event.preventDefault();
  };

  const fallback = settings.fallbackRecipients.join(", ") || copy.noFallback;
  const [demo, ...contact] = routingBoxes;
  return (
    <PageSection id="routing" title={copy.heading}>
      <div className="flex max-w-3xl flex-col gap-2">
        <p>{fillTemplate(copy.rules, { fallback })}</p>
        <p>{copy.applies}</p>
        <p className="text-ink-muted">{fillTemplate(copy.format, { max: MAX_RECIPIENTS })}</p>
      </div>
      <fetcher.Form
        ref={form}
        method="post"
        noValidate
        onSubmit={onSubmit}
        className="flex max-w-3xl flex-col gap-6"
      >
        {demo && (
          <AddressBox box={demo} rules={settings.rules} error={errors[demo.name]} prominent />
        )}
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 text-lg font-semibold text-ink">{copy.contact.legend}</legend>
          {contact.map((box) => (
            <AddressBox key={box.name} box={box} rules={settings.rules} error={errors[box.name]} />
          ))}
        </fieldset>
        <Button type="submit" name="intent" value="routing" className="self-start">
          {busy ? copy.saving : copy.save}
        </Button>
        <Feedback problem={result?.problem} done={result?.done} />
      </fetcher.Form>
    </PageSection>
  );
}
