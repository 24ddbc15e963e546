import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";

import { Calendar } from "~/components/ui/calendar";
import { demoRequest as english } from "~/content/en/forms";
import { demoRequest as spanish } from "~/content/es/forms";

const december = new Date(2026, 11, 1);
const day = (date: number) =>
  screen.getByRole("button", { name: new RegExp(`December ${date}, 2026`) });

describe("Calendar", () => {
  it("starts weeks on Sunday and shows one month", () => {
    const { container } = render(
      <Calendar
        locale="en-US"
        labels={english.calendar}
        selected={undefined}
        defaultMonth={december}
      />,
    );
    expect(screen.getAllByRole("grid")).toHaveLength(1);
    expect(screen.getByText("December 2026")).toBeVisible();
    const weekdays = [...container.querySelectorAll("th")].map((cell) =>
      cell.getAttribute("aria-label"),
    );
    expect(weekdays[0]).toBe("Sunday");
    expect(weekdays[6]).toBe("Saturday");
    expect(screen.getByRole("button", { name: english.calendar.nextMonth })).toBeVisible();
  });

  it("names months, days and dates in Spanish on Spanish pages, weeks still from Sunday", () => {
    const { container } = render(
      <Calendar
        locale="es-US"
        labels={spanish.calendar}
        selected={new Date(2026, 11, 3)}
        defaultMonth={december}
      />,
    );
    expect(screen.getByText("diciembre de 2026")).toBeVisible();
    const weekdays = [...container.querySelectorAll("th")].map((cell) =>
      cell.getAttribute("aria-label"),
    );
    expect(weekdays[0]).toBe("domingo");
    expect(weekdays[6]).toBe("sábado");
    expect(
      screen.getByRole("button", {
        name: `jueves, 3 de diciembre de 2026, ${spanish.calendar.selected}`,
      }),
    ).toBeVisible();
    expect(screen.getByRole("button", { name: spanish.calendar.previousMonth })).toBeVisible();
  });

  it("does not select a disabled day", async () => {
    const user = userEvent.setup();
    let picked: Date | undefined;
    render(
      <Calendar
        locale="en-US"
        labels={english.calendar}
        selected={undefined}
        defaultMonth={december}
        disabled={{ before: new Date(2026, 11, 15) }}
        onSelect={(date) => (picked = date)}
      />,
    );
    expect(day(14)).toBeDisabled();
    await user.click(day(14));
    expect(picked).toBeUndefined();
    await user.click(day(15));
    expect(picked?.getDate()).toBe(15);
  });

  it("keeps the chosen day when it is clicked again", async () => {
    const user = userEvent.setup();
    const picks: (Date | undefined)[] = [];
    render(
      <Calendar
        locale="en-US"
        labels={english.calendar}
        selected={new Date(2026, 11, 10)}
        defaultMonth={december}
        onSelect={(date) => picks.push(date)}
      />,
    );
    await user.click(day(10));
    expect(picks.every((date) => date?.getDate() === 10)).toBe(true);
  });
});
