/** How long a notification stays, and how many show at once (as the site's toasts always have). */
export const TOAST_MS = 4000;
const VISIBLE_TOASTS = 3;

const toastClassName =
  "pointer-events-auto rounded-lg border border-success/30 bg-success-soft p-4 font-medium text-success shadow-lg";

/** Adds a success notification to the page's live region (demo-request-toasts.tsx) for a while. */
export function showToast(region: HTMLElement, text: string) {
  const toast = document.createElement("p");
  Object.assign(toast, { className: toastClassName, textContent: text });
  region.append(toast);
  while (region.childElementCount > VISIBLE_TOASTS) region.firstElementChild?.remove();
  setTimeout(() => toast.remove(), TOAST_MS);
}
