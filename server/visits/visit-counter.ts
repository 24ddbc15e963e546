/**
 * The in-memory side of counting: each event adds to the day's counts
 * waiting to be written (taken in batches by the one writer), and the day's
 * visitor sets say whether a visit is a visitor's first of the day on that
 * page, referring site or campaign. The sets are dropped when the UTC day
 * (and with it the key) changes; nothing here ever holds an address.
 */
import type { Counted } from "./visit-event";
import { DailyVisitorKey, utcDay } from "./visitor-key";
import { VisitorSet } from "./visitor-set";

export interface Campaign {
  campaign: string;
  source: string;
  medium: string;
}

export interface VisitEvent {
  counted: Counted;
  at: Date;
  /** The page's path, with its language prefix. */
  path: string;
  address: string;
  userAgent: string;
  /** Another site's host name, when the visit came from a link there. */
  referrerHost?: string;
  campaign?: Campaign;
}

export interface DayCounts {
  day: string;
  visits: number;
  visitors: number;
  bots: number;
  speculative: number;
}
interface Counts {
  visits: number;
  visitors: number;
}
export type PageCounts = Counts & { day: string; path: string };
export type ReferrerCounts = Counts & { day: string; host: string };
export type CampaignCounts = Counts & { day: string } & Campaign;

/** Counts not yet written: increments, added to what the database holds. */
export interface VisitBatch {
  days: DayCounts[];
  pages: PageCounts[];
  referrers: ReferrerCounts[];
  campaigns: CampaignCounts[];
}

/**
 * Referring sites and campaigns come from the request, so a flood of made-up
 * ones could grow memory without end: past this many distinct ones in a day,
 * the rest are counted together under OTHER.
 */
export const DISTINCT_PER_DAY = 1000;
export const OTHER = "(other)";
/**
 * Visitors remembered in a day, over all its sets (a visit adds one to the site's, its page's,
 * and its referrer's and campaign's if it has them). A visitor is whatever address and user
 * agent a request brings, so a flood of made-up user agents could grow the sets without end:
 * past this many (about 11 MB at most, VisitorSet's 4 to 11 bytes each), the day's visits are
 * still counted but no more new visitors.
 */
export const VISITORS_HELD = 1_000_000;

type Dimension = "site" | "page" | "referrer" | "campaign";

export class VisitCounter {
  private readonly key = new DailyVisitorKey();
  private day = "";
  private visitorSets = new Map<string, VisitorSet>();
  private visitorsHeld = 0;
  private distinct = { referrer: new Set<string>(), campaign: new Set<string>() };
  private pending = emptyPending();

  constructor(private readonly maxVisitorsHeld = VISITORS_HELD) {}

  count(event: VisitEvent) {
    if (event.counted !== "visit") {
      const total = this.dayTotal(utcDay(event.at));
      if (event.counted === "bot") total.bots += 1;
      else total.speculative += 1;
      return;
    }
    const { day, visitor } = this.key.hash(event.address, event.userAgent, event.at);
    if (day !== this.day) this.startDay(day);
    const total = this.dayTotal(day);
    total.visits += 1;
    if (this.isFirst("site", "", visitor)) total.visitors += 1;
    this.tally(this.pending.pages, "page", event.path, visitor, () => ({ day, path: event.path }));
    if (event.referrerHost) {
      const host = this.capped("referrer", event.referrerHost);
      this.tally(this.pending.referrers, "referrer", host, visitor, () => ({ day, host }));
    }
    if (event.campaign) {
      const name = campaignName(event.campaign);
      const key = this.capped("campaign", name);
      const campaign = key === name ? event.campaign : { campaign: OTHER, source: "", medium: "" };
      this.tally(this.pending.campaigns, "campaign", key, visitor, () => ({ day, ...campaign }));
    }
  }

  /** Everything counted since the last batch; the writer puts it back if it cannot write it. */
  takeBatch(): VisitBatch {
    const taken = this.pending;
    this.pending = emptyPending();
    return {
      days: [...taken.days.values()],
      pages: [...taken.pages.values()],
      referrers: [...taken.referrers.values()],
      campaigns: [...taken.campaigns.values()],
    };
  }

  putBack(batch: VisitBatch) {
    for (const row of batch.days) {
      const total = this.dayTotal(row.day);
      total.visits += row.visits;
      total.visitors += row.visitors;
      total.bots += row.bots;
      total.speculative += row.speculative;
    }
    const merge = <Row extends Counts & { day: string }>(
      into: Map<string, Row>,
      rows: Row[],
      keyOf: (row: Row) => string,
    ) => {
      for (const row of rows) {
        const key = `${row.day}\0${keyOf(row)}`;
        const existing = into.get(key);
        if (existing) {
          existing.visits += row.visits;
          existing.visitors += row.visitors;
        } else into.set(key, { ...row });
      }
    };
    merge(this.pending.pages, batch.pages, (row) => row.path);
    merge(this.pending.referrers, batch.referrers, (row) => row.host);
    merge(this.pending.campaigns, batch.campaigns, campaignName);
  }

  private startDay(day: string) {
    this.day = day;
    this.visitorSets = new Map();
    this.visitorsHeld = 0;
    this.distinct = { referrer: new Set(), campaign: new Set() };
  }

  private dayTotal(day: string): DayCounts {
    let total = this.pending.days.get(day);
    if (!total) {
      total = { day, visits: 0, visitors: 0, bots: 0, speculative: 0 };
      this.pending.days.set(day, total);
    }
    return total;
  }

  private isFirst(dimension: Dimension, key: string, visitor: number): boolean {
    if (this.visitorsHeld >= this.maxVisitorsHeld) return false;
    const setKey = `${dimension}\0${key}`;
    let set = this.visitorSets.get(setKey);
    if (!set) {
      set = new VisitorSet();
      this.visitorSets.set(setKey, set);
    }
    const first = set.add(visitor);
    if (first) this.visitorsHeld += 1;
    return first;
  }

  private capped(dimension: "referrer" | "campaign", key: string): string {
    const seen = this.distinct[dimension];
    if (seen.has(key)) return key;
    if (seen.size >= DISTINCT_PER_DAY) return OTHER;
    seen.add(key);
    return key;
  }

  private tally<Row extends Counts>(
    rows: Map<string, Row>,
    dimension: Dimension,
    key: string,
    visitor: number,
    newRow: () => Omit<Row, keyof Counts>,
  ) {
    const rowKey = `${this.day}\0${key}`;
    let row = rows.get(rowKey);
    if (!row) {
      row = { ...newRow(), visits: 0, visitors: 0 } as Row;
      rows.set(rowKey, row);
    }
    row.visits += 1;
    if (this.isFirst(dimension, key, visitor)) row.visitors += 1;
  }
}

const campaignName = ({ campaign, source, medium }: Campaign) =>
  `${campaign}\0${source}\0${medium}`;

function emptyPending() {
  return {
    days: new Map<string, DayCounts>(),
    pages: new Map<string, PageCounts>(),
    referrers: new Map<string, ReferrerCounts>(),
    campaigns: new Map<string, CampaignCounts>(),
  };
}
