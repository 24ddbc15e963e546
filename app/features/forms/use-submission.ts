import { useState } from "react";

import type { SubmitResult } from "~/lib/form-transport";

import type { SubmitProblem } from "./submit-problem";
import { createSubmitter } from "./submitter";

/** Sending one form from React: whether a submission is in flight, and why the last one failed. */
export function useSubmission(endpoint: string) {
  const [submit] = useState(() => createSubmitter(endpoint));
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<SubmitProblem | null>(null);

  async function send(payload: object): Promise<SubmitResult> {
    setSending(true);
    setProblem(null);
    const result = await submit(payload);
    setSending(false);
    if (!result.ok && result.failure !== "invalid") setProblem(result);
    return result;
  }

  return { send, sending, problem };
}
