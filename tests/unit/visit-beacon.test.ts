import { afterEach, describe, expect, it, vi } from "vitest";

import { VISIT_BEACON_URL, countWhenShown } from "~/lib/visit-beacon";

/** A document the test can say was prerendered, and then show. */
function pageBeing(prerendering: boolean) {
  const page = new EventTarget() as EventTarget & { prerendering: boolean };
  page.prerendering = prerendering;
  return page as unknown as Document & { prerendering: boolean };
}

describe("the visit beacon", () => {
  const sendBeacon = vi.fn(() => true);
  afterEach(() => {
    sendBeacon.mockClear();
    vi.unstubAllGlobals();
    window.history.replaceState(null, "", "/");
  });

  it("sends the page's path and query once, when a prerendered page is shown", () => {
    vi.stubGlobal("navigator", { ...navigator, sendBeacon });
    window.history.replaceState(null, "", "/es/pricing?utm_campaign=fall#plans");
    const page = pageBeing(true);
    countWhenShown(page);
    expect(sendBeacon).not.toHaveBeenCalled();

    page.prerendering = false;
    page.dispatchEvent(new Event("prerenderingchange"));
    page.dispatchEvent(new Event("prerenderingchange"));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(sendBeacon).toHaveBeenCalledWith(VISIT_BEACON_URL, "/es/pricing?utm_campaign=fall");
  });

  it("sends nothing for a page loaded the ordinary way: the server counted it already", () => {
    vi.stubGlobal("navigator", { ...navigator, sendBeacon });
    const page = pageBeing(false);
    countWhenShown(page);
    page.dispatchEvent(new Event("prerenderingchange"));
    expect(sendBeacon).not.toHaveBeenCalled();
  });
});
