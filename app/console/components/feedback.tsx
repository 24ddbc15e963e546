/**
 * What a form says after it is sent: a problem (announced at once, as an
 * alert) or what was done (announced politely). The status region is always
 * in the page, so what appears in it is read out.
 */
interface FeedbackProps {
  problem?: string;
  done?: string;
  /** Ties the problem to the field it is about (aria-describedby). */
  problemId?: string;
}

export function Feedback({ problem, done, problemId }: FeedbackProps) {
  return (
    <>
      <p
        role="status"
        className="font-medium text-success not-empty:rounded-lg not-empty:bg-success-soft not-empty:p-3"
      >
        {problem ? "" : done}
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
