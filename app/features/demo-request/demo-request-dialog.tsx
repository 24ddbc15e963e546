import { type RefObject, useState } from "react";
import { Toaster, toast } from "sonner";

import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { demoRequestContent } from "~/content/demo-request";

import { emptyDemoRequest } from "./demo-request-draft";
import { DemoRequestForm } from "./demo-request-form";

export interface DemoRequestDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog gets focus back when it closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

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
          />
        </DialogContent>
      </Dialog>
      <Toaster visibleToasts={3} duration={4000} position="bottom-right" richColors />
    </>
  );
}
