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

/**
 * While a modal dialog covers the page, the bands of the page well out of
 * sight (`.skipped-offscreen`: sections, the closing banner, the footer) are
 * skipped at the height they have: showModal() makes the whole page behind
 * it inert, which restyles every element drawn (about 570 on the home page,
 * most of a tap's time on a slow phone). The page cannot scroll meanwhile
 * (app.css), so nothing on screen changes. Returns how to draw them again.
 */
function skipBandsOutOfSight(): () => void {
  const screen = window.innerHeight;
  // Every band measured before any is changed: one layout, not one a band.
  const measured = [...document.querySelectorAll<HTMLElement>(".skipped-offscreen")].map(
    (band) => [band, band.getBoundingClientRect()] as const,
  );
  const skipped = measured
    .filter(([, box]) => box.bottom <= -screen || box.top >= 2 * screen)
    .map(([band, box]) => {
      // Its whole height, padding included (border-box), kept while its contents are skipped.
      band.style.height = `${box.height}px`;
      band.style.contentVisibility = "hidden";
      return band;
    });
  return () => {
    for (const band of skipped) band.style.height = band.style.contentVisibility = "";
  };
}

function open(dialog: HTMLDialogElement, trigger: HTMLElement) {
  if (dialog.open) return;
  offerFromToday(dialog);
  const drawBandsAgain = skipBandsOutOfSight();
  dialog.showModal();
  dialog.addEventListener(
    "close",
    () => {
      drawBandsAgain();
      trigger.focus();
    },
    { once: true },
  );
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
