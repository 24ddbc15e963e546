/**
 * What a phone's screen asks of a console page, measured in the browser:
 * no box wider than its room, and every control big enough for a thumb.
 */
import type { Page } from "@playwright/test";

export interface PhoneProblems {
  /**
   * The page, and every element in it, that is wider inside than its box:
   * it scrolls sideways or spills over. Two clipped boxes are meant: a line
   * shortened with an ellipsis (an email address, its whole text still
   * there) and text kept for screen readers only (clipped to nothing).
   */
  overflowing: string[];
  /**
   * Controls shown smaller than 44 × 44 px. A checkbox counts with its
   * label (a tap on either ticks it); a link inside a sentence is exempt, as
   * WCAG's target-size criterion exempts it: a sentence cannot grow around it.
   */
  smallTargets: string[];
}

export function phoneProblems(page: Page): Promise<PhoneProblems> {
  return page.evaluate(() => {
    const describe = (element: Element) => {
      const name = (element.getAttribute("aria-label") ?? element.textContent ?? "")
        .trim()
        .slice(0, 40);
      return `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""} "${name}"`;
    };
    // Tailwind's sr-only: text for screen readers, drawn nowhere (the skip link until it has focus).
    const forScreenReadersOnly = (style: CSSStyleDeclaration) =>
      style.clipPath === "inset(50%)" || style.clip === "rect(0px, 0px, 0px, 0px)";
    const overflowing: string[] = [];
    for (const element of [document.documentElement, ...document.body.querySelectorAll("*")]) {
      if (element.scrollWidth <= element.clientWidth || element.clientWidth === 0) continue;
      const style = getComputedStyle(element);
      const clipped = style.overflowX === "hidden" || style.overflowX === "clip";
      if (clipped && (style.textOverflow === "ellipsis" || forScreenReadersOnly(style))) continue;
      overflowing.push(
        `${describe(element)}: ${element.scrollWidth} px inside ${element.clientWidth} px`,
      );
    }
    const smallTargets: string[] = [];
    const controls = document.querySelectorAll(
      "a[href], button, input:not([type=hidden]), select, textarea, summary",
    );
    for (const control of controls) {
      const style = getComputedStyle(control);
      if (control.getClientRects().length === 0 || forScreenReadersOnly(style)) continue;
      if (control.tagName === "A" && style.display === "inline") continue;
      const { width, height } = (control.closest("label") ?? control).getBoundingClientRect();
      if (width < 44 || height < 44) {
        smallTargets.push(`${describe(control)}: ${Math.round(width)} × ${Math.round(height)}`);
      }
    }
    return { overflowing, smallTargets };
  });
}
