import { type RefObject, useState } from "react";
import { Toaster, toast } from "sonner";

import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import type { SiteData } from "~/lib/site-data.server";

import { emptyDemoRequest } from "./demo-request-draft";
import { DemoRequestForm } from "./demo-request-form";

export interface DemoRequestDialogProps {
  content: SiteData["demoRequest"];
  closeLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the dialog gets focus back when it closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** Loaded lazily by DemoRequestProvider; stays mounted once loaded so the draft and toasts survive closing. */
export default function DemoRequestDialog({
  content,
  closeLabel,
  open,
  onOpenChange,
  returnFocusTo,
}: DemoRequestDialogProps) {
  const [draft, setDraft] = useState(emptyDemoRequest);
  const { copy } = content;

  return (
    <>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogContent
          closeLabel={closeLabel}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
          <DemoRequestForm
            content={content}
            draft={draft}
            onDraftChange={setDraft}
            onCancel={() => onOpenChange(false)}
            onSubmitted={() => {
              setDraft(emptyDemoRequest);
              onOpenChange(false);
              toast.success(copy.success);
            }}
          />
        </DialogContent>
      </Dialog>
      <Toaster
        visibleToasts={3}
        duration={4000}
        position="bottom-right"
        richColors
        containerAriaLabel={copy.notifications}
      />
    </>
  );
}
