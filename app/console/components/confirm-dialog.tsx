import { useState } from "react";
import { useFetcher } from "react-router";

import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";

import { consoleCopy } from "../copy/common";

interface ConfirmDialogProps {
  /** The button that opens the dialog. */
  trigger: string;
  /** Its name for screen readers when several rows have the same button ("Remove ann@…"). */
  triggerContext?: string;
  title: string;
  text: string;
  confirm: string;
  /** The fields posted to the page's action once confirmed. */
  fields: Record<string, string>;
  /** The page's fetcher for these changes: where its outcome is shown. */
  fetcherKey: string;
  danger?: boolean;
}

/** A change that needs a second thought: asked in a dialog, then posted to the page's action. */
export function ConfirmDialog({
  trigger,
  triggerContext,
  title,
  text,
  confirm,
  fields,
  fetcherKey,
  danger = false,
}: ConfirmDialogProps) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher({ key: fetcherKey });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" variant="outline" size="sm" className="min-h-11">
          {trigger}
          {triggerContext && <span className="sr-only"> {triggerContext}</span>}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={consoleCopy.close}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{text}</DialogDescription>
        <fetcher.Form
          method="post"
          onSubmit={() => setOpen(false)}
          className="flex flex-wrap gap-3"
        >
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <Button type="submit" variant={danger ? "danger" : "primary"}>
            {confirm}
          </Button>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {consoleCopy.cancel}
            </Button>
          </DialogClose>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}

/** The outcome of the last change made through a page's confirm dialogs. */
export function useConfirmedChange<Result>(fetcherKey: string) {
  return useFetcher<Result>({ key: fetcherKey }).data;
}
