import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { MainNav } from "~/components/layout/main-nav";
import { siteChrome } from "~/content/en/site-chrome";

function renderNav() {
  const { header } = siteChrome;
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <MainNav
          label={header.navLabel}
          menuLabel={header.menu}
          links={header.links}
          signIn={{ label: header.signIn, href: "https://portal.example/sign-in" }}
          getStarted={{ label: header.getStarted, href: "/contact?inquiry=sales" }}
        />
      ),
    },
  ]);
  const { container } = render(<Stub initialEntries={["/pricing"]} />);
  const menu = container.querySelector("details");
  const toggle = container.querySelector("summary");
  if (!menu || !toggle) throw new Error("no disclosure rendered");
  return { menu, toggle };
}

describe("MainNav", () => {
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

  it("closes on Escape and gives focus back to its button", async () => {
    const user = userEvent.setup();
    const { menu, toggle } = renderNav();
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole("link", { name: "School Lunch" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(menu.open).toBe(false);
    expect(toggle).toHaveFocus();
  });

  it("closes when a link is followed", async () => {
    const user = userEvent.setup();
    const { menu, toggle } = renderNav();
    await user.click(toggle);
    await user.click(screen.getByRole("link", { name: "ESA" }));
    expect(menu.open).toBe(false);
  });
});
