import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import type { DateRange } from "react-day-picker";
import { describe, expect, it } from "vitest";

import { Calendar } from "~/components/ui/calendar";

const december = new Date(2026, 11, 1);
const day = (date: number) =>
  screen.getByRole("button", { name: new RegExp(`December ${date}(st|nd|rd|th), 2026`) });

function MultipleCalendar({ onChange }: { onChange: (dates: Date[] | undefined) => void }) {
  const [dates, setDates] = useState<Date[] | undefined>();
  return (
    <Calendar
      mode="multiple"
      defaultMonth={december}
      selected={dates}
      onSelect={(next) => {
        setDates(next);
        onChange(next);
      }}
    />
  );
}

function RangeCalendar({ onChange }: { onChange: (range: DateRange | undefined) => void }) {
  const [range, setRange] = useState<DateRange | undefined>();
  return (
    <Calendar
      mode="range"
      defaultMonth={december}
      selected={range}
      onSelect={(next) => {
        setRange(next);
        onChange(next);
      }}
    />
  );
}

describe("Calendar", () => {
  it("starts weeks on Sunday and shows one month", () => {
    const { container } = render(<Calendar mode="single" defaultMonth={december} />);
    expect(screen.getAllByRole("grid")).toHaveLength(1);
    const weekdays = [...container.querySelectorAll("th")].map((cell) =>
      cell.getAttribute("aria-label"),
    );
    expect(weekdays[0]).toBe("Sunday");
    expect(weekdays[6]).toBe("Saturday");
  });

  it("selects several days in multiple mode", async () => {
    const user = userEvent.setup();
    let latest: Date[] | undefined;
    render(<MultipleCalendar onChange={(dates) => (latest = dates)} />);
    await user.click(day(3));
    await user.click(day(10));
    expect(latest?.map((date) => date.getDate())).toEqual([3, 10]);
    await user.click(day(3));
    expect(latest?.map((date) => date.getDate())).toEqual([10]);
  });

  it("selects a start and an end in range mode", async () => {
    const user = userEvent.setup();
    let latest: DateRange | undefined;
    render(<RangeCalendar onChange={(range) => (latest = range)} />);
    await user.click(day(7));
    await user.click(day(11));
    expect(latest?.from?.getDate()).toBe(7);
    expect(latest?.to?.getDate()).toBe(11);
  });

  it("does not select a disabled day", async () => {
    const user = userEvent.setup();
    let picked: Date | undefined;
    render(
      <Calendar
        mode="single"
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
});
