import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { MainNav } from "~/components/layout/main-nav";
import { mainNav } from "~/lib/navigation";

function renderNav() {
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <MainNav
          links={mainNav}
          signIn={{ label: "Sign In", href: "https://portal.example/sign-in" }}
          getStarted={{ label: "Get Started", href: "/contact?inquiry=sales" }}
        />
      ),
    },
  ]);
  render(<Stub initialEntries={["/pricing"]} />);
  return screen.getByRole("button", { name: "Menu" });
}

describe("MainNav", () => {
  it("toggles the menu and reports it with aria-expanded", async () => {
    const user = userEvent.setup();
    const toggle = renderNav();
    expect(toggle).toHaveAttribute("aria-expanded", "false");

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(toggle.getAttribute("aria-controls")).toBe(
      screen.getByRole("navigation", { name: "Main" }).id,
    );

    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });

  it("closes on Escape and gives focus back to the button", async () => {
    const user = userEvent.setup();
    const toggle = renderNav();
    await user.click(toggle);
    await user.tab();
    expect(screen.getByRole("link", { name: "School Lunch" })).toHaveFocus();

    await user.keyboard("{Escape}");
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(toggle).toHaveFocus();
  });

  it("closes when a link is followed", async () => {
    const user = userEvent.setup();
    const toggle = renderNav();
    await user.click(toggle);
    await user.click(screen.getByRole("link", { name: "ESA" }));
    expect(toggle).toHaveAttribute("aria-expanded", "false");
  });
});
