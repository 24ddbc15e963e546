import { erase, erasurePreview } from "~/lib/console-api/owner-tools";

import { statusMessage } from "../problem-messages";
import { actOnApi, fieldOf } from "../api/route-data";
import { ConfirmErasure, Erased, FindLeads } from "../components/erase-steps";
import { PageProblem } from "../components/page-error";
import { PageHeading } from "../components/page-heading";
import { pageMeta } from "../console-meta";
import { eraseCopy as copy } from "../copy/owner-tools";
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
    const found = await actOnApi(request, erasurePreview, { body: { email } });
    if (!found.ok) return { step: "find", problem: statusMessage(found.status, invalid) };
    return { step: "confirm", email, leads: found.value.leads };
  }
  const leads = Number(fieldOf(form, "leads"));
  const erased = await actOnApi(request, erase, {
    body: { email, confirmation: fieldOf(form, "confirmation") },
  });
  if (!erased.ok) {
    const problem = statusMessage(erased.status, { ...invalid, 422: copy.mismatch });
    return { step: "confirm", email, leads, problem };
  }
  return { step: "done", erased: erased.value.erased };
}

export default function Erase({ actionData }: Route.ComponentProps) {
  const state = actionData ?? { step: "find" };
  // Owners only: a viewer gets the refusal the API would give.
  if (!useIsOwner()) return <PageProblem status={403} />;
  return (
    <>
      <PageHeading intro={copy.intro}>{copy.title}</PageHeading>
      {state.step === "done" ? (
        <Erased erased={state.erased} />
      ) : (
        <FindLeads problem={state.step === "find" ? state.problem : undefined} />
      )}
      {state.step === "confirm" && <ConfirmErasure {...state} />}
    </>
  );
}

export { PageError as ErrorBoundary } from "../components/page-error";
