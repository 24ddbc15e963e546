import { afterEach, describe, expect, it, vi } from "vitest";

import type { Island } from "~/lib/islands/attributes";
import { pageHydrates } from "~/lib/islands/hydration";
import { islandName } from "~/lib/islands/island-files";
import { serializeProps } from "~/lib/islands/island-markup";
import { startIslands } from "~/lib/islands/start-islands";

/** Elements whose IntersectionObserver callback the test calls itself. */
let observed: { element: Element; enter: () => void }[] = [];

class FakeIntersectionObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    const enter = () =>
      this.callback(
        [{ target: element, isIntersecting: true } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    observed.push({ element, enter });
  }
  unobserve() {}
}

/** A page of its own for each test, so no test hears another's listeners. */
function page(html: string): HTMLElement {
  const root = document.createElement("div");
  root.innerHTML = html;
  document.body.replaceChildren(root);
  vi.stubGlobal("IntersectionObserver", FakeIntersectionObserver);
  return root;
}

function fakeIsland() {
  const start = vi.fn<Island["start"]>();
  const load = vi.fn(() => Promise.resolve({ start }));
  return { start, load };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** After the next frame is drawn, and the task that follows it. */
const afterFrame = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

afterEach(() => {
  observed = [];
  vi.unstubAllGlobals();
  document.documentElement.removeAttribute("data-islands-ready");
});

describe("startIslands", () => {
  it("loads nothing until an island is needed, and says when it listens", () => {
    const root = page(`<div data-island="form" data-when="visible"></div>
      <button data-island="dialog" data-when="intent">Open</button>`);
    const form = fakeIsland();
    const dialog = fakeIsland();
    startIslands({ form: form.load, dialog: dialog.load }, root);
    expect(form.load).not.toHaveBeenCalled();
    expect(dialog.load).not.toHaveBeenCalled();
    expect(document.documentElement).toHaveAttribute("data-islands-ready");
  });

  it("starts a visible island once, with its props, when it comes into view", async () => {
    const root = page(`<form data-island="form" data-when="visible"></form>
      <script type="application/json" data-island-props="form">{"label":"Send"}</script>`);
    const form = fakeIsland();
    startIslands({ form: form.load }, root);
    const [target] = observed;
    target?.enter();
    target?.enter();
    await settle();
    expect(form.start).toHaveBeenCalledTimes(1);
    expect(form.start).toHaveBeenCalledWith(document.querySelector("form"), { label: "Send" });
    expect(document.querySelector("form")).toHaveAttribute("data-island-started");
  });

  it("starts a visible island when it takes focus first", async () => {
    const root = page(`<form data-island="form" data-when="visible"><input></form>`);
    const form = fakeIsland();
    startIslands({ form: form.load }, root);
    document.querySelector("input")?.focus();
    await settle();
    expect(form.start).toHaveBeenCalledTimes(1);
  });

  it("loads an intent island when a trigger is pointed at, and starts it on the click instead of following it", async () => {
    const root = page(
      `<form action="/contact"><button data-island="dialog" data-when="intent"><span>Open</span></button></form>`,
    );
    const dialog = fakeIsland();
    startIslands({ dialog: dialog.load }, root);
    const trigger = document.querySelector("button") as HTMLButtonElement;
    const span = trigger.querySelector("span") as HTMLElement;

    span.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }));
    await afterFrame();
    expect(dialog.load).toHaveBeenCalledTimes(1);
    expect(dialog.start).not.toHaveBeenCalled();

    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    span.dispatchEvent(click);
    await settle();
    expect(click.defaultPrevented).toBe(true);
    expect(dialog.load).toHaveBeenCalledTimes(1);
    expect(dialog.start).toHaveBeenCalledWith(trigger, undefined);
  });

  it("does what the trigger does without script when its island cannot load", async () => {
    const root = page(
      `<form action="/contact"><button data-island="dialog" data-when="intent">Open</button></form>`,
    );
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector("form")?.addEventListener("submit", submitted);
    startIslands({ dialog: () => Promise.reject(new Error("offline")) }, root);
    document.querySelector("button")?.click();
    await settle();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it("lets an island loaded on intent start fetching what it will need, before any click", async () => {
    const root = page(`<button data-island="dialog" data-when="intent">Open</button>`);
    const preload = vi.fn();
    const start = vi.fn<Island["start"]>();
    startIslands({ dialog: () => Promise.resolve({ start, preload }) }, root);
    document.querySelector("button")?.dispatchEvent(new Event("focusin", { bubbles: true }));
    await afterFrame();
    await settle();
    expect(preload).toHaveBeenCalledTimes(1);
    expect(start).not.toHaveBeenCalled();
  });

  it("follows nothing when the page answered the click itself (a dialog opened) and the island cannot load", async () => {
    const root = page(
      `<form action="/contact"><button data-island="dialog" data-when="intent">Open</button></form>`,
    );
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector("form")?.addEventListener("submit", submitted);
    const load = vi.fn(() => Promise.reject(new Error("offline")));
    startIslands({ dialog: load }, root);
    // What the page's dialog script does first (components/ui/modal-dialog-behaviour.ts).
    document.addEventListener("click", (event) => event.preventDefault(), {
      capture: true,
      once: true,
    });
    document.querySelector("button")?.click();
    await afterFrame();
    await settle();
    expect(load).toHaveBeenCalledTimes(1);
    expect(submitted).not.toHaveBeenCalled();
  });

  it("loads nothing on a finger's pointerover, which begins every tap; its touchstart loads the island once the frame is drawn", async () => {
    const root = page(`<button data-island="dialog" data-when="intent">Open</button>`);
    const dialog = fakeIsland();
    startIslands({ dialog: dialog.load }, root);
    const trigger = document.querySelector("button") as HTMLButtonElement;

    trigger.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "touch" }));
    await afterFrame();
    expect(dialog.load).not.toHaveBeenCalled();

    trigger.dispatchEvent(new Event("touchstart", { bubbles: true }));
    expect(dialog.load).not.toHaveBeenCalled();
    await afterFrame();
    expect(dialog.load).toHaveBeenCalledTimes(1);
  });

  it("loads on a mouse's pointerover, not in the middle of the event but once the frame is drawn", async () => {
    const root = page(`<button data-island="dialog" data-when="intent">Open</button>`);
    const dialog = fakeIsland();
    startIslands({ dialog: dialog.load }, root);
    const trigger = document.querySelector("button") as HTMLButtonElement;
    trigger.dispatchEvent(new PointerEvent("pointerover", { bubbles: true, pointerType: "mouse" }));
    expect(dialog.load).not.toHaveBeenCalled();
    await afterFrame();
    expect(dialog.load).toHaveBeenCalledTimes(1);
  });

  it("starts the island of a click the page answered (a dialog opened) only after that frame is drawn", async () => {
    const root = page(`<button data-island="dialog" data-when="intent">Open</button>`);
    const dialog = fakeIsland();
    startIslands({ dialog: dialog.load }, root);
    document.addEventListener("click", (event) => event.preventDefault(), {
      capture: true,
      once: true,
    });
    document.querySelector("button")?.click();
    expect(dialog.load).not.toHaveBeenCalled();
    await afterFrame();
    await settle();
    expect(dialog.start).toHaveBeenCalledTimes(1);
  });
});

describe("pageHydrates", () => {
  it("is false for content pages and true when a matched route's handle asks for it", () => {
    expect(pageHydrates([undefined, { other: true }], false)).toBe(false);
    expect(pageHydrates([undefined, { hydrate: true }], false)).toBe(true);
    expect(pageHydrates([{ hydrate: "yes" }], false)).toBe(false);
  });

  it("is true for the SPA fallback, the shell of routes rendered in the browser", () => {
    expect(pageHydrates([undefined], true)).toBe(true);
  });
});

describe("island props and names", () => {
  it("writes props that cannot end their script element", () => {
    const json = serializeProps({ text: "</script><script>alert(1)</script><!--" });
    expect(json).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(json)).toEqual({ text: "</script><script>alert(1)</script><!--" });
  });

  it("names an island after its module", () => {
    expect(islandName("/app/features/contact/contact-form.island.ts")).toBe("contact-form");
    expect(islandName("./features/demo-request/demo-request.island.tsx")).toBe("demo-request");
    expect(islandName("/app/features/contact/contact-form.tsx")).toBeUndefined();
  });
});
