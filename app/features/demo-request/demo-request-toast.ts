/** How long a notification stays, and how many show at once (as the site's toasts always have). */
const TOAST_MS = 4000;
const VISIBLE_TOASTS = 3;

const regionClassName =
  "pointer-events-none fixed right-4 bottom-4 left-4 z-50 flex flex-col items-end gap-2 sm:left-auto sm:w-96";
const toastClassName =
  "pointer-events-auto w-full rounded-lg border border-success/30 bg-success-soft p-4 font-medium text-success shadow-lg";

/**
 * The dialog's notifications region (bottom right), added once the dialog
 * is first used, well before anything is said in it: a polite live region,
 * so screen readers hear what is added later.
 */
export function createToastRegion(label: string): HTMLElement {
  const region = document.createElement("section");
  Object.assign(region, { className: regionClassName });
  region.setAttribute("aria-label", label);
  region.setAttribute("aria-live", "polite");
  document.body.append(region);
  return region;
}

/** Adds a success notification to the region for a while. */
export function showToast(region: HTMLElement, text: string) {
  const toast = document.createElement("p");
  Object.assign(toast, { className: toastClassName, textContent: text });
  region.append(toast);
  while (region.childElementCount > VISIBLE_TOASTS) region.firstElementChild?.remove();
  setTimeout(() => toast.remove(), TOAST_MS);
}
