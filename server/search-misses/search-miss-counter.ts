/**
 * The in-memory side of counting search misses: each miss a visit reports
 * adds one to the day's count of its query, language and outcome, waiting
 * to be written (taken in batches by the one writer). A visit that reports
 * the same query again the same day counts once: the day's set of what was
 * asked holds a 32-bit hash of the visitor's keyed daily hash
 * (server/visits/visitor-key.ts) with the query, never an address or a user
 * agent, and is dropped when the UTC day changes.
 */
import { createHash } from "node:crypto";

import type { SearchMiss } from "~/lib/search-misses";

import { DailyVisitorKey } from "../visits/visitor-key";
import { VisitorSet } from "../visits/visitor-set";

/** A miss as the beacon reported it, its query cleaned (query-cleaning.ts). */
export interface SearchMissEvent extends SearchMiss {
  at: Date;
  address: string;
  userAgent: string;
}

/** A count not yet written, added to what the database holds. */
export interface SearchMissRow extends SearchMiss {
  day: string;
  count: number;
}

/** The query that stands for all the others past a day's limit of distinct queries. */
export const OTHERS = "";

/**
 * Distinct queries waiting for the writer (a few seconds' worth). Queries are made up at will,
 * so past this many a new one is counted under OTHERS of its day, language and outcome: under
 * 4 MB (measured with queries of 100 accented characters, the longest stored).
 */
export const PENDING_QUERIES_HELD = 5_000;
/**
 * Visits and queries remembered in a day (4 to 12 bytes each in a VisitorSet, about 8 MB at
 * the bound). Past this many, the day's further misses are not counted: counting them without
 * knowing whether the visit asked before would let repeats inflate what the report shows.
 */
export const ASKED_HELD = 1_000_000;

const rowKey = (row: Omit<SearchMissRow, "count">) =>
  `${row.day}\0${row.locale}\0${row.outcome}\0${row.query}`;

export class SearchMissCounter {
  private readonly key = new DailyVisitorKey();
  private day = "";
  private asked = new VisitorSet();
  private pending = new Map<string, SearchMissRow>();

  constructor(private readonly limits = { pending: PENDING_QUERIES_HELD, asked: ASKED_HELD }) {}

  count(event: SearchMissEvent) {
    const { day, visitor } = this.key.hash(event.address, event.userAgent, event.at);
    if (day !== this.day) {
      this.day = day;
      this.asked = new VisitorSet();
    }
    if (this.asked.size >= this.limits.asked) return;
    const { locale, outcome, query } = event;
    const asked = createHash("sha256")
      .update(`${visitor}\n${locale}\n${outcome}\n${query}`)
      .digest()
      .readUInt32LE(0);
    if (this.asked.add(asked)) this.add({ day, locale, outcome, query, count: 1 });
  }

  /** Everything counted since the last batch; the writer puts it back if it cannot write it. */
  takeBatch(): SearchMissRow[] {
    const taken = [...this.pending.values()];
    this.pending = new Map();
    return taken;
  }

  putBack(rows: SearchMissRow[]) {
    for (const row of rows) this.add(row);
  }

  private add(row: SearchMissRow) {
    const held = this.pending.get(rowKey(row));
    if (held) {
      held.count += row.count;
      return;
    }
    const kept = this.pending.size < this.limits.pending ? row : { ...row, query: OTHERS };
    const others = this.pending.get(rowKey(kept));
    if (others) others.count += row.count;
    else this.pending.set(rowKey(kept), { ...kept });
  }
}
