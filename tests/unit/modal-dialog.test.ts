import { beforeAll, describe, expect, it } from "vitest";

import { enhanceModalDialogs } from "~/components/ui/modal-dialog-behaviour";

/** A page as pre-rendered: a trigger's fallback form, the dialog in its template. */
function page() {
  document.body.innerHTML = `
    <form action="/contact"><button data-opens-dialog="demo">Request Demo</button></form>
    <template data-dialog="demo">
      <dialog id="demo" aria-labelledby="demo-title">
        <h2 id="demo-title">Request a demo</h2>
        <form method="dialog"><input id="name"><input id="date" type="date">
          <button type="button" data-dialog-close>Cancel</button></form>
      </dialog>
    </template>`;
  return document.querySelector("button") as HTMLButtonElement;
}

const dialog = () => document.querySelector("dialog");

beforeAll(() => enhanceModalDialogs());

describe("a pre-rendered dialog", () => {
  it("is not in the page until a click on its button puts it there and opens it, instead of the fallback", () => {
    const trigger = page();
    expect(dialog()).toBeNull();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    trigger.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(dialog()?.open).toBe(true);
    expect(document.querySelector("template")).toBeNull();
  });

  it("offers dates from the visitor's own today", () => {
    page().click();
    const now = new Date();
    const today = `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`;
    expect(document.querySelector<HTMLInputElement>("#date")?.min).toBe(today);
  });

  it("closes from its Cancel button, with focus back on the button that opened it, and opens again", () => {
    const trigger = page();
    trigger.click();
    (document.querySelector("[data-dialog-close]") as HTMLButtonElement).click();
    expect(dialog()?.open).toBe(false);
    expect(document.activeElement).toBe(trigger);
    trigger.click();
    expect(dialog()?.open).toBe(true);
  });
});
