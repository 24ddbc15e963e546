import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { CodeSampleLabels } from "~/content/types";

interface CopyButtonProps {
  labels: CodeSampleLabels;
  /** What is copied, for screen readers: "Copy Request". */
  subject: string;
}

/**
 * The copy button of a code sample and the line that says what happened.
 * Disabled in the HTML: without script it could not copy anything, and the
 * copy-code island turns it on.
 */
export function CopyButton({ subject, labels }: CopyButtonProps) {
  return (
    <div className="flex shrink-0 flex-col items-end gap-1">
      <Button type="button" variant="inverse-outline" disabled>
        <Icon name="copy" />
        {labels.copy}
        <span className="sr-only"> {subject}</span>
      </Button>
      <p
        role="status"
        className="flex max-w-48 items-center gap-1.5 text-right text-sm text-[#e2e8f0]"
      >
        <Icon name="check" className="hidden size-4 text-[#86efac]" />
        <span />
      </p>
    </div>
  );
}
