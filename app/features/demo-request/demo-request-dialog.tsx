import { Suspense, lazy, useState } from "react";

import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";

import type { DemoRequestProps } from "./demo-request";
import { emptyDemoRequest } from "./demo-request-draft";
import { DemoRequestForm } from "./demo-request-form";

const loadToasts = () => import("./demo-request-toasts");
const DemoRequestToasts = lazy(loadToasts);

/** A visitor's click on a trigger; each one opens the dialog, focus goes back to it on close. */
export interface OpenRequest {
  id: number;
  trigger: HTMLElement;
}

export default function DemoRequestDialog({
  content,
  closeLabel,
  request,
}: Omit<DemoRequestProps, "locale"> & { request: OpenRequest }) {
  const [draft, setDraft] = useState(emptyDemoRequest);
  // Open until the visitor closes what this request opened.
  const [closedRequest, setClosedRequest] = useState<number | undefined>();
  const open = closedRequest !== request.id;
  const close = () => setClosedRequest(request.id);
  const { copy } = content;

  return (
    <>
      <Dialog open={open} onOpenChange={(next) => !next && close()}>
        <DialogContent
          closeLabel={closeLabel}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            request.trigger.focus();
          }}
        >
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
          <DemoRequestForm
            content={content}
            draft={draft}
            onDraftChange={setDraft}
            onCancel={close}
            onSubmitted={() => {
              setDraft(emptyDemoRequest);
              close();
              void loadToasts().then(({ announceSuccess }) => announceSuccess(copy.success));
            }}
          />
        </DialogContent>
      </Dialog>
      <Suspense fallback={null}>
        <DemoRequestToasts label={copy.notifications} />
      </Suspense>
    </>
  );
}
