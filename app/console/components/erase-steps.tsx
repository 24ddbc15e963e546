import { useEffect, useRef } from "react";
import { Form, Link, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { fillCounted, fillTemplate } from "~/lib/template";

import { eraseCopy as copy } from "../copy/owner-tools";
import { consolePaths } from "../paths";
import { Feedback } from "./feedback";

interface StepButtonProps {
  intent: "preview" | "erase";
  label: string;
  busyLabel: string;
  variant: "outline" | "danger";
}

/** A step's button: says so while its form is sent, and waits while either is. */
function StepButton({ intent, label, busyLabel, variant }: StepButtonProps) {
  const sending = useNavigation().formData?.get("intent");
  return (
    <Button
      type="submit"
      name="intent"
      value={intent}
      variant={variant}
      className="self-start"
      disabled={sending !== undefined}
    >
      {sending === intent ? busyLabel : label}
    </Button>
  );
}

/** First step: the address whose leads are to go. */
export function FindLeads({ problem }: { problem?: string }) {
  return (
    <Form method="post" className="flex max-w-xl flex-col gap-4">
      <TextField id="erase-email" name="email" type="email" label={copy.email} maxLength={254} />
      <StepButton
        intent="preview"
        label={copy.preview}
        busyLabel={copy.previewing}
        variant="outline"
      />
      <Feedback problem={problem} />
    </Form>
  );
}

interface ConfirmErasureProps {
  email: string;
  leads: number;
  problem?: string;
}

/**
 * Second step: how many leads will go, and the address typed again. Focus
 * moves to that field, which is described by the count.
 */
export function ConfirmErasure({ email, leads, problem }: ConfirmErasureProps) {
  const confirmation = useRef<HTMLInputElement>(null);
  useEffect(() => confirmation.current?.focus(), [email]);
  return (
    <Form
      method="post"
      className="flex max-w-xl flex-col gap-4 rounded-xl border border-danger p-4"
    >
      <p id="erase-count" role="status" className="text-lg font-semibold">
        {fillCounted(copy.found, leads)}
      </p>
      {leads > 0 && (
        <>
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="leads" value={leads} />
          <TextField
            ref={confirmation}
            id="erase-confirmation"
            name="confirmation"
            type="email"
            label={copy.confirmation}
            maxLength={254}
            autoComplete="off"
            aria-describedby="erase-count"
          />
          <StepButton intent="erase" label={copy.erase} busyLabel={copy.erasing} variant="danger" />
          <Feedback problem={problem} />
        </>
      )}
    </Form>
  );
}

/** Done: how many leads and delivery records went. */
export function Erased({ erased }: { erased: { leads: number; deliveries: number } }) {
  return (
    <>
      <p role="status" className="rounded-lg bg-success-soft p-4 text-lg font-medium text-success">
        {fillTemplate(copy.erased, {
          leads: fillCounted(copy.leadsCount, erased.leads),
          deliveries: fillCounted(copy.deliveriesCount, erased.deliveries),
        })}
      </p>
      <Link to={consolePaths.erase} className="self-start font-semibold text-primary underline">
        {copy.again}
      </Link>
    </>
  );
}
