/** Runs `task` once the page is idle (soon after it loaded), or in a task of its own where the browser cannot tell. */
export function whenIdle(task: () => void) {
  if ("requestIdleCallback" in window) requestIdleCallback(task, { timeout: 2000 });
  else setTimeout(task);
}
