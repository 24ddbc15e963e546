/** The console's dates and times: on the office's clock in Austin, with its zone, wherever the reader is. */
import { describe, expect, it } from "vitest";

import { formatDateTime } from "~/console/components/date-time";

describe("a date and time in the console", () => {
  it("reads Austin's clock and names its zone, standard or daylight", () => {
    expect(formatDateTime("2026-11-24T23:21:00Z")).toBe("Nov 24, 2026, 5:21 PM CST");
    expect(formatDateTime("2027-03-15T13:00:00Z")).toBe("Mar 15, 2027, 8:00 AM CDT");
    // Either side of the autumn change's repeated hour.
    expect(formatDateTime("2027-11-07T06:30:00Z")).toBe("Nov 7, 2027, 1:30 AM CDT");
    expect(formatDateTime("2027-11-07T07:30:00Z")).toBe("Nov 7, 2027, 1:30 AM CST");
  });
});
