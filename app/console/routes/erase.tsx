import { Form, Link, useNavigation } from "react-router";

import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { fillCounted, fillTemplate } from "~/lib/template";

import { statusMessage } from "../api/problems";
import { actOnApi, fieldOf } from "../api/route-data";
import { Feedback } from "../components/feedback";
import { PageProblem } from "../components/page-error";
import { PageHeading } from "../components/page-heading";
import { pageMeta } from "../console-meta";
import { eraseCopy as copy } from "../copy/owner-tools";
import { consolePaths } from "../paths";
import { useIsOwner } from "../use-me";

import type { Route } from "./+types/erase";

export const meta = () => pageMeta(copy.title);

type EraseStep =
  | { step: "find"; problem?: string }
  | { step: "confirm"; email: string; leads: number; problem?: string }
  | { step: "done"; erased: { leads: number; deliveries: number } };

/** Two steps: how many leads an address has, then the address typed again to erase them. */
export async function clientAction({ request }: Route.ClientActionArgs): Promise<EraseStep> {
  const form = await request.formData();
  const email = fieldOf(form, "email");
  const invalid = { 400: copy.invalidEmail };
  if (fieldOf(form, "intent") === "preview") {
    const found = await actOnApi<{ leads: number }>(request, "/erasure/preview", {
      method: "POST",
      body: { email },
    });
    if (!found.ok) return { step: "find", problem: statusMessage(found.status, invalid) };
    return { step: "confirm", email, leads: found.value.leads };
  }
  const leads = Number(fieldOf(form, "leads"));
  const erased = await actOnApi<{ erased: { leads: number; deliveries: number } }>(
    request,
    "/erasure",
    { method: "POST", body: { email, confirmation: fieldOf(form, "confirmation") } },
  );
  if (!erased.ok) {
    const problem = statusMessage(erased.status, { ...invalid, 422: copy.mismatch });
    return { step: "confirm", email, leads, problem };
  }
  return { step: "done", erased: erased.value.erased };
}

export default function Erase({ actionData }: Route.ComponentProps) {
  const state = actionData ?? { step: "find" };
  const busy = useNavigation().state === "submitting";
  // Owners only: a viewer gets the refusal the API would give.
  if (!useIsOwner()) return <PageProblem status={403} />;
  return (
    <>
      <PageHeading intro={copy.intro}>{copy.title}</PageHeading>
      {state.step === "done" ? (
        <>
          <p
            role="status"
            className="rounded-lg bg-success-soft p-4 text-lg font-medium text-success"
          >
            {fillTemplate(copy.erased, {
              leads: fillCounted(copy.leadsCount, state.erased.leads),
              deliveries: fillCounted(copy.deliveriesCount, state.erased.deliveries),
            })}
          </p>
          <Link to={consolePaths.erase} className="self-start font-semibold text-primary underline">
            {copy.again}
          </Link>
        </>
      ) : (
        <Form method="post" className="flex max-w-xl flex-col gap-4">
          <TextField
            id="erase-email"
            name="email"
            type="email"
            label={copy.email}
            maxLength={254}
          />
          <Button
            type="submit"
            name="intent"
            value="preview"
            variant="outline"
            className="self-start"
            disabled={busy}
          >
            {copy.preview}
          </Button>
          {state.step === "find" && <Feedback problem={state.problem} />}
        </Form>
      )}
      {state.step === "confirm" && <ConfirmErasure {...state} busy={busy} />}
    </>
  );
}

function ConfirmErasure({
  email,
  leads,
  problem,
  busy,
}: {
  email: string;
  leads: number;
  problem?: string;
  busy: boolean;
}) {
  return (
    <Form
      method="post"
      className="flex max-w-xl flex-col gap-4 rounded-xl border border-danger p-4"
    >
      <p role="status" className="text-lg font-semibold">
        {fillCounted(copy.found, leads)}
      </p>
      {leads > 0 && (
        <>
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="leads" value={leads} />
          <TextField
            id="erase-confirmation"
            name="confirmation"
            type="email"
            label={copy.confirmation}
            maxLength={254}
            autoComplete="off"
          />
          <Button
            type="submit"
            name="intent"
            value="erase"
            variant="danger"
            className="self-start"
            disabled={busy}
          >
            {busy ? copy.erasing : copy.erase}
          </Button>
          <Feedback problem={problem} />
        </>
      )}
    </Form>
  );
}

export { PageError as ErrorBoundary } from "../components/page-error";
