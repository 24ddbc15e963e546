import { useId, useState } from "react";

import { Button } from "~/components/ui/button";
import { siteConfig } from "~/lib/site-config";
import { fillTemplate } from "~/lib/template";

import { recoveryCodesCopy as copy } from "../copy/sign-in";
import { CopyTextButton } from "./copy-text-button";

interface RecoveryCodesProps {
  codes: string[];
  email: string;
  continueLabel: string;
  onContinue: () => void;
}

/**
 * New recovery codes, shown once: copy, print or download them, and say
 * they are saved before going on.
 */
export function RecoveryCodes({ codes, email, continueLabel, onContinue }: RecoveryCodesProps) {
  const [saved, setSaved] = useState(false);
  const checkboxId = useId();
  const text = [fillTemplate(copy.fileHeader, { brand: siteConfig.name, email }), "", ...codes, ""];
  return (
    <div className="flex flex-col gap-5">
      <p className="max-w-3xl">{copy.text}</p>
      <ol
        aria-label={copy.listLabel}
        className="grid max-w-md grid-cols-1 gap-2 rounded-xl border border-border bg-surface-muted p-4 font-mono text-lg sm:grid-cols-2"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ol>
      <div className="flex flex-wrap items-start gap-3 print:hidden">
        <CopyTextButton
          text={text.join("\n")}
          label={copy.copy}
          copied={copy.copied}
          failed={copy.copyFailed}
        />
        <Button type="button" variant="outline" onClick={() => window.print()}>
          {copy.print}
        </Button>
        <Button asChild variant="outline">
          <a
            href={`data:text/plain;charset=utf-8,${encodeURIComponent(text.join("\n"))}`}
            download={copy.fileName}
          >
            {copy.download}
          </a>
        </Button>
      </div>
      <div className="flex flex-col gap-4 print:hidden">
        <div className="flex items-center gap-3">
          <input
            id={checkboxId}
            type="checkbox"
            className="size-5 accent-primary"
            checked={saved}
            onChange={(event) => setSaved(event.target.checked)}
          />
          <label htmlFor={checkboxId} className="font-semibold">
            {copy.saved}
          </label>
        </div>
        <Button type="button" className="self-start" disabled={!saved} onClick={onContinue}>
          {continueLabel}
        </Button>
      </div>
    </div>
  );
}
