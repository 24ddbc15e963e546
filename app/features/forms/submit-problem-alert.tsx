import type { Ref } from "react";

import { ContactLinkList } from "~/components/sections/contact-link-list";
import { Button } from "~/components/ui/button";
import type { SubmitProblemCopy } from "~/content/types";
import { fillCounted } from "~/lib/template";

import type { SubmitProblem } from "./use-submission";

interface SubmitProblemAlertProps {
  problem: SubmitProblem;
  copy: SubmitProblemCopy;
  /** Sends the same submission again (same Idempotency-Key); offered when that can help. */
  onRetry: () => void;
  ref?: Ref<HTMLDivElement>;
}

/** Why a submission did not go through, announced, with a retry and direct contacts. */
export function SubmitProblemAlert({ problem, copy, onRetry, ref }: SubmitProblemAlertProps) {
  const message =
    problem.failure === "rate-limited"
      ? fillCounted(copy.rateLimited, Math.max(1, Math.ceil(problem.retryAfterSeconds / 60)))
      : problem.failure === "rejected"
        ? copy.rejected
        : copy.unavailable;
  const retryable = problem.failure !== "rejected" && problem.failure !== "rate-limited";
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="flex flex-col gap-2 rounded-lg bg-danger-soft p-4 text-sm focus:outline-none"
    >
      <p className="font-medium text-danger">{message}</p>
      <ContactLinkList items={copy.contacts} />
      {retryable && (
        <Button type="button" variant="outline" onClick={onRetry} className="self-start">
          {copy.retry}
        </Button>
      )}
    </div>
  );
}
