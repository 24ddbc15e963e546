/**
 * What a pre-rendered dialog (modal-dialog.tsx) does once the page's script
 * runs; part of the one script every page loads, so a tap opens it at once,
 * before anything else has loaded. A click on a button that names it
 * (data-opens-dialog="<id>") takes it out of its <template> the first
 * time, opens it as a modal and marks the click as answered (start-islands.ts
 * then only starts the button's island); closing it, by Escape, a
 * [data-dialog-close] button or a click on the backdrop, gives focus back to
 * that button. The page cannot scroll
 * behind it (app.css).
 */
const TRIGGER = "[data-opens-dialog]";

/** The dialog with this id, put in place from its template the first time. */
function dialogNamed(id: string): HTMLDialogElement | null {
  const template = document.querySelector<HTMLTemplateElement>(`template[data-dialog="${id}"]`);
  template?.replaceWith(template.content);
  const dialog = document.getElementById(id);
  return dialog instanceof HTMLDialogElement ? dialog : null;
}

/** Its date fields offer days from the visitor's own today (min="YYYY-MM-DD", local). */
function offerFromToday(dialog: HTMLDialogElement) {
  const now = new Date();
  const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part) => String(part).padStart(2, "0"))
    .join("-");
  for (const input of dialog.querySelectorAll<HTMLInputElement>('input[type="date"]'))
    input.min = today;
}

function open(dialog: HTMLDialogElement, trigger: HTMLElement) {
  if (dialog.open) return;
  offerFromToday(dialog);
  dialog.showModal();
  dialog.addEventListener("close", () => trigger.focus(), { once: true });
}

/** Outside the panel's box: on the backdrop, which reports the dialog itself as the target. */
function onBackdrop(dialog: HTMLDialogElement, event: MouseEvent) {
  const box = dialog.getBoundingClientRect();
  const { clientX: x, clientY: y } = event;
  return x < box.left || x > box.right || y < box.top || y > box.bottom;
}

export function enhanceModalDialogs() {
  document.addEventListener(
    "click",
    (event) => {
      if (!(event.target instanceof Element)) return;
      const trigger = event.target.closest<HTMLElement>(TRIGGER);
      const target = trigger && dialogNamed(trigger.dataset.opensDialog ?? "");
      if (trigger && target) {
        event.preventDefault();
        open(target, trigger);
        return;
      }
      const dialog = event.target.closest("dialog");
      if (!dialog?.open) return;
      const onClose = event.target.closest("[data-dialog-close]");
      if (onClose || (event.target === dialog && onBackdrop(dialog, event))) dialog.close();
    },
    { capture: true },
  );
}
