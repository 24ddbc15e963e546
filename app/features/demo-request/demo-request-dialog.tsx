import { useState } from "react";
import { Toaster, toast } from "sonner";

import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { demoRequestContent } from "~/content/demo-request";

import type { DemoRequestDialogProps } from "./demo-request";
import { DemoRequestForm } from "./demo-request-form";
import { emptyDemoRequest } from "./validate-demo-request";

/** Loaded lazily by DemoRequestProvider; stays mounted once loaded so the draft and toasts survive closing. */
export default function DemoRequestDialog({
  open,
  onOpenChange,
  returnFocusTo,
}: DemoRequestDialogProps) {
  const [draft, setDraft] = useState(emptyDemoRequest);

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <DialogTitle>{demoRequestContent.title}</DialogTitle>
          <DialogDescription>{demoRequestContent.description}</DialogDescription>
          <DemoRequestForm
            draft={draft}
            onDraftChange={setDraft}
            onCancel={() => onOpenChange(false)}
            onSubmitted={() => {
              setDraft(emptyDemoRequest);
              onOpenChange(false);
              toast.success(demoRequestContent.success);
            }}
            onFailed={() => toast.error(demoRequestContent.failure)}
          />
        </DialogContent>
      </Dialog>
      <Toaster visibleToasts={3} duration={4000} position="bottom-right" richColors />
    </>
  );
}
