import { cn } from "~/lib/cn";

interface FeedbackProps {
  problem?: string;
  done?: string;
  /** Ties the problem to the field it is about (aria-describedby). */
  problemId?: string;
}

/**
 * What a form says after it is sent: a problem (announced at once, as an
 * alert) or what was done (announced politely). The status region is always
 * in the page, out of the layout while empty, so what appears in it is read.
 */
export function Feedback({ problem, done, problemId }: FeedbackProps) {
  const doneText = problem ? "" : done;
  return (
    <>
      <p
        role="status"
        className={cn(
          doneText ? "rounded-lg bg-success-soft p-3 font-medium text-success" : "sr-only",
        )}
      >
        {doneText}
      </p>
      {problem && (
        <p
          id={problemId}
          role="alert"
          className="rounded-lg bg-danger-soft p-3 font-medium text-danger"
        >
          {problem}
        </p>
      )}
    </>
  );
}
