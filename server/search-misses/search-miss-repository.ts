/**
 * The stored side of search misses: batches of counts added to what the
 * database holds, one transaction per batch, and counts past their 13
 * months deleted. Which queries of a day get rows of their own is decided
 * here, against what is stored (rows of the day may come from before a
 * restart): the first QUERIES_PER_DAY distinct queries of each day,
 * language and outcome, a batch's most asked first; the rest add to OTHERS.
 */
import { and, eq, lt, ne, sql } from "drizzle-orm";

import type { Db } from "../db/database";
import { searchMisses } from "../db/schema";
import { OTHERS, type SearchMissRow } from "./search-miss-counter";

export const QUERIES_PER_DAY = 500;
export const SEARCH_MISS_RETENTION_MONTHS = 13;

const slotOf = ({ day, locale, outcome }: SearchMissRow) => `${day}\0${locale}\0${outcome}`;

function bySlot(rows: SearchMissRow[]) {
  const slots = new Map<string, SearchMissRow[]>();
  for (const row of rows) {
    const slot = slots.get(slotOf(row));
    if (slot) slot.push(row);
    else slots.set(slotOf(row), [row]);
  }
  return slots.values();
}

/** The rows to add for one slot: known and admitted queries as they are, the rest as OTHERS. */
function admitted(rows: SearchMissRow[], stored: Set<string>): SearchMissRow[] {
  let room = QUERIES_PER_DAY - stored.size;
  const kept = new Map<string, SearchMissRow>();
  const add = (row: SearchMissRow, query: string) => {
    const held = kept.get(query);
    if (held) held.count += row.count;
    else kept.set(query, { ...row, query });
  };
  const mostAskedFirst = [...rows].sort(
    (a, b) => b.count - a.count || a.query.localeCompare(b.query),
  );
  for (const row of mostAskedFirst) {
    if (row.query === OTHERS || stored.has(row.query)) add(row, row.query);
    else if (room > 0) {
      room -= 1;
      add(row, row.query);
    } else add(row, OTHERS);
  }
  return [...kept.values()];
}

export async function addSearchMisses(db: Db, rows: SearchMissRow[]) {
  await db.transaction(async (tx) => {
    for (const slot of bySlot(rows)) {
      const { day, locale, outcome } = slot[0] as SearchMissRow;
      const stored = await tx
        .select({ query: searchMisses.query })
        .from(searchMisses)
        .where(
          and(
            eq(searchMisses.day, day),
            eq(searchMisses.locale, locale),
            eq(searchMisses.outcome, outcome),
            ne(searchMisses.query, OTHERS),
          ),
        );
      await tx
        .insert(searchMisses)
        .values(admitted(slot, new Set(stored.map((row) => row.query))))
        .onConflictDoUpdate({
          target: [searchMisses.day, searchMisses.locale, searchMisses.outcome, searchMisses.query],
          set: { count: sql`${searchMisses}."count" + excluded."count"` },
        });
    }
  });
}

/** Deletes the counts of days more than 13 months before `now`; how many rows went. */
export async function deleteExpiredSearchMisses(db: Db, now = new Date()) {
  const first = new Date(now);
  first.setUTCMonth(first.getUTCMonth() - SEARCH_MISS_RETENTION_MONTHS);
  const removed = await db
    .delete(searchMisses)
    .where(lt(searchMisses.day, first.toISOString().slice(0, 10)));
  return removed.rowCount ?? 0;
}
