import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it } from "vitest";

import { MainNav } from "~/components/layout/main-nav";
import { enhanceMenu } from "~/components/layout/menu-behaviour";
import { siteChrome } from "~/content/en/site-chrome";
import { LocaleContext } from "~/lib/use-locale";

function renderNav() {
  const { header } = siteChrome;
  const { container } = render(
    <LocaleContext value="en-US">
      <MainNav
        label={header.navLabel}
        menuLabel={header.menu}
        links={header.links}
        signIn={{ label: header.signIn, href: "https://portal.example/sign-in" }}
        getStarted={{ label: header.getStarted, href: "/contact?inquiry=sales" }}
      />
    </LocaleContext>,
  );
  const menu = container.querySelector("details");
  const toggle = container.querySelector("summary");
  if (!menu || !toggle) throw new Error("no disclosure rendered");
  return { menu, toggle };
}

describe("MainNav", () => {
  // What the islands entry runs on every page; the menu itself needs no script.
  beforeAll(() => {
    enhanceMenu();
    // The test stays on its page when a link is followed.
    document.addEventListener("click", (event) => event.preventDefault());
  });

  it("is a native disclosure named Menu around the Main navigation", async () => {
    const user = userEvent.setup();
    const { menu, toggle } = renderNav();
    expect(toggle).toHaveTextContent("Menu");
    expect(menu).toContainElement(screen.getByRole("navigation", { name: "Main" }));
    expect(menu.open).toBe(false);

    await user.click(toggle);
    expect(menu.open).toBe(true);
    await user.click(toggle);
    expect(menu.open).toBe(false);
  });

  it("with script, closes on Escape and gives focus back to its button", async () => {
    const user = userEvent.setup();
    const { menu, toggle } = renderNav();
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole("link", { name: "School Lunch" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(menu.open).toBe(false);
    expect(toggle).toHaveFocus();
  });

  it("with script, closes when one of its links is followed", async () => {
    const user = userEvent.setup();
    const { menu, toggle } = renderNav();
    await user.click(toggle);
    await user.click(screen.getByRole("link", { name: "ESA" }));
    expect(menu.open).toBe(false);
  });
});
