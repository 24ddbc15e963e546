import { useEffect, useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import { Icon } from "~/components/ui/icon";
import type { CodeSampleLabels } from "~/content/types";
import { useHydrated } from "~/lib/use-hydrated";

type CopyState = "idle" | "copied" | "failed";

const copiedDisplayMs = 4000;

interface CopyButtonProps {
  text: string;
  labels: CodeSampleLabels;
  /** What is copied, for screen readers: "Copy Request". */
  subject: string;
}

/**
 * Copies a code sample to the clipboard and says so, visibly and to screen readers.
 * Disabled until hydrated: without JavaScript it could not copy anything.
 */
export function CopyButton({ text, subject, labels }: CopyButtonProps) {
  const statusText: Record<CopyState, string> = {
    idle: "",
    copied: labels.copied,
    failed: labels.copyUnavailable,
  };
  const hydrated = useHydrated();
  const [state, setState] = useState<CopyState>("idle");
  const resetTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(resetTimer.current), []);

  async function copy() {
    window.clearTimeout(resetTimer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState("copied");
      resetTimer.current = window.setTimeout(() => setState("idle"), copiedDisplayMs);
    } catch {
      setState("failed");
    }
  }

  return (
    <div className="flex shrink-0 flex-col items-end gap-1">
      <Button type="button" variant="inverse-outline" disabled={!hydrated} onClick={copy}>
        <Icon name="copy" />
        {labels.copy}
        <span className="sr-only"> {subject}</span>
      </Button>
      <p
        role="status"
        className="flex max-w-48 items-center gap-1.5 text-right text-sm text-[#e2e8f0]"
      >
        {state === "copied" && <Icon name="check" className="size-4 text-[#86efac]" />}
        {statusText[state]}
      </p>
    </div>
  );
}
