import { X } from "lucide-react";
import type { ReactNode } from "react";

/**
 * A modal panel written into the page, in a <template> until first opened
 * (so a closed dialog's fields are not the page's): the platform's <dialog>.
 * A button naming it (`data-opens-dialog`) puts it in place and opens it with
 * showModal() once the page's script runs (modal-dialog-behaviour.ts): focus
 * on its first field, the page behind inert, Escape or a [data-dialog-close]
 * button closes it and focus goes back to that button.
 */
export function ModalDialog({
  id,
  title,
  description,
  closeLabel,
  children,
}: {
  id: string;
  title: string;
  description: string;
  /** The close button's name, in the page's language. */
  closeLabel: string;
  children: ReactNode;
}) {
  return (
    <template data-dialog={id}>
      <dialog
        id={id}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-description`}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-lg flex-col gap-5 overflow-y-auto overscroll-contain rounded-2xl bg-surface p-6 text-ink shadow-2xl backdrop:bg-ink/60 open:flex sm:p-8"
      >
        <h2 id={`${id}-title`} className="pr-8 text-2xl font-bold tracking-tight">
          {title}
        </h2>
        <p id={`${id}-description`} className="text-ink-muted">
          {description}
        </p>
        {children}
        <button
          type="button"
          data-dialog-close
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-lg text-ink-muted hover:bg-surface-sunken hover:text-ink"
        >
          {/* Drawn in the page, not from the sprite, which a tap would revalidate while the dialog opens. */}
          <X aria-hidden="true" focusable="false" className="size-5 shrink-0" />
          <span className="sr-only">{closeLabel}</span>
        </button>
      </dialog>
    </template>
  );
}
