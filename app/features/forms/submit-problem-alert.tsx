import type { Ref } from "react";

import { ContactLinkList } from "~/components/sections/contact-link-list";
import { Button } from "~/components/ui/button";
import type { SubmitProblemCopy } from "~/content/types";

import { type SubmitProblem, canRetry, problemMessage } from "./submit-problem";

interface SubmitProblemAlertProps {
  problem: SubmitProblem;
  copy: SubmitProblemCopy;
  /**
   * Sends the same submission again (same Idempotency-Key); offered when that
   * can help. A form without React wires the button itself (contact-form.island.ts).
   */
  onRetry?: () => void;
  ref?: Ref<HTMLDivElement>;
}

/** Why a submission did not go through, announced, with a retry and direct contacts. */
export function SubmitProblemAlert({ problem, copy, onRetry, ref }: SubmitProblemAlertProps) {
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="flex flex-col gap-2 rounded-lg bg-danger-soft p-4 text-sm focus:outline-none"
    >
      <p data-problem-message className="font-medium text-danger">
        {problemMessage(problem, copy)}
      </p>
      <ContactLinkList items={copy.contacts} />
      {canRetry(problem) && (
        <Button type="button" variant="outline" data-retry onClick={onRetry} className="self-start">
          {copy.retry}
        </Button>
      )}
    </div>
  );
}
