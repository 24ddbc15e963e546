import type { Incident, Maintenance } from "~/content/types";

import { toIsoDate } from "~/lib/dates";

/**
 * Maintenance windows as of a day: ahead (or today) is "scheduled", past is
 * "completed", each with the words for its state. Newest first.
 */
export function maintenanceAsOf(windows: readonly Maintenance[], now: Date): Incident[] {
  const today = toIsoDate(now);
  return windows
    .map(({ title, date, upcoming, done }) =>
      date >= today
        ? { title, date, status: "scheduled" as const, description: upcoming }
        : { title, date, status: "completed" as const, description: done },
    )
    .sort((a, b) => b.date.localeCompare(a.date));
}
