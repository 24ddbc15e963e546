import type { CodeSampleLabels } from "~/content/types";

const COPIED_DISPLAY_MS = 4000;

/**
 * Turns on the copy button of every code block in `samples`: it copies the
 * block's code and says so, visibly and to screen readers, or says how to
 * copy by hand when the clipboard refuses.
 */
export function start(samples: HTMLElement, labels: CodeSampleLabels) {
  for (const block of samples.querySelectorAll<HTMLElement>("[data-code-block]")) {
    const button = block.querySelector("button");
    const code = block.querySelector("code");
    const status = block.querySelector('[role="status"]');
    if (!button || !code || !status) continue;
    const [icon, text] = status.children;
    let resetTimer: number | undefined;

    const show = (message: string, copied: boolean) => {
      if (text) text.textContent = message;
      icon?.classList.toggle("hidden", !copied);
    };

    button.addEventListener("click", async () => {
      window.clearTimeout(resetTimer);
      try {
        await navigator.clipboard.writeText(code.textContent ?? "");
        show(labels.copied, true);
        resetTimer = window.setTimeout(() => show("", false), COPIED_DISPLAY_MS);
      } catch {
        show(labels.copyUnavailable, false);
      }
    });
    button.disabled = false;
  }
}
