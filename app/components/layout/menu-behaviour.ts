/**
 * What the header's menu (main-nav.tsx) does once script runs (it opens and closes without it):
 * Escape closes it with focus back on its button, and following one of its
 * links closes it, so it is closed after a jump to an anchor on the same
 * page and when the visitor comes back to this one.
 */
export function enhanceMenu() {
  const openMenu = () => document.querySelector<HTMLDetailsElement>("details[data-menu][open]");
  document.addEventListener("keydown", (event) => {
    // Every key typed anywhere comes here: only Escape looks for the menu.
    if (event.key !== "Escape") return;
    const menu = openMenu();
    if (!menu) return;
    menu.open = false;
    menu.querySelector("summary")?.focus();
  });
  document.addEventListener("click", (event) => {
    const menu = openMenu();
    if (
      menu &&
      event.target instanceof Element &&
      event.target.closest("a") &&
      menu.contains(event.target)
    )
      menu.open = false;
  });
}
