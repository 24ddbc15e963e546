import { useState } from "react";

import { Button } from "~/components/ui/button";

interface CopyTextButtonProps {
  text: string;
  label: string;
  copied: string;
  failed: string;
}

/** Copies `text` to the clipboard and says whether it did. */
export function CopyTextButton({ text, label, copied, failed }: CopyTextButtonProps) {
  const [result, setResult] = useState("");
  return (
    <div className="flex flex-col gap-1">
      <Button
        type="button"
        variant="outline"
        onClick={() =>
          navigator.clipboard.writeText(text).then(
            () => setResult(copied),
            () => setResult(failed),
          )
        }
      >
        {label}
      </Button>
      <p role="status" className="text-sm text-ink-muted">
        {result}
      </p>
    </div>
  );
}
