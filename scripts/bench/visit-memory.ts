/**
 * `node --expose-gc --import tsx scripts/bench/visit-memory.ts <pages> <visits> <addresses>`:
 * the counter's memory above idle after counting `visits` visits from
 * `addresses` addresses (each with its own browser) over `pages` pages, as
 * the server counts them: a tenth arriving from another site, a twentieth
 * from a campaign, and the writer taking a batch every 10,000 visits. Prints
 * JSON: heap (with typed arrays) and RSS above idle (after a full GC, and
 * after the same counting done once and let go), RSS above the cold start,
 * and the day's visitors.
 */
import { VisitCounter } from "../../server/visits/visit-counter";

const [pages = 86, visits = 1_000_000, addresses = 10_000] = process.argv.slice(2).map(Number);
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with --expose-gc");

const settle = () => {
  gc();
  gc();
  // The visitor sets are typed arrays: their bytes are outside the JavaScript heap.
  const { heapUsed, arrayBuffers, rss } = process.memoryUsage();
  return { heapMb: (heapUsed + arrayBuffers) / 2 ** 20, rssMb: rss / 2 ** 20 };
};

const paths = Array.from({ length: pages }, (_, index) => (index === 0 ? "/" : `/page-${index}`));
const visitor = (index: number) => ({
  address: `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`,
  userAgent: `Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.${index}.0`,
});
const at = new Date();
// A small fixed generator (xorshift32), so every run counts the same visits.
let seed = 2_463_534_242;
const random = (below: number) => {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return (seed >>> 0) % below;
};

/** Counts `visits` visits into a new counter; the day's visitors, as the writer would store them. */
function countVisits(counter: VisitCounter) {
  let visitorsToday = 0;
  for (let index = 0; index < visits; index += 1) {
    const who = visitor(random(addresses));
    counter.count({
      counted: "visit",
      at,
      path: paths[random(pages)] ?? "/",
      ...who,
      referrerHost: index % 10 === 0 ? `site-${random(200)}.example` : undefined,
      campaign:
        index % 20 === 0
          ? { campaign: `campaign-${random(30)}`, source: "news", medium: "" }
          : undefined,
    });
    if (index % 10_000 === 9_999) {
      visitorsToday += counter.takeBatch().days.reduce((sum, day) => sum + day.visitors, 0);
    }
  }
  return visitorsToday + counter.takeBatch().days.reduce((sum, day) => sum + day.visitors, 0);
}

const cold = settle();
// Idle, warmed up: the same work done once and let go, so the garbage collector's own pools
// (which a serving process has grown anyway) are not taken for what counting keeps.
countVisits(new VisitCounter());
const idle = settle();
const counter = new VisitCounter();
const visitorsToday = countVisits(counter);
const after = settle();
console.log(
  JSON.stringify({
    pages,
    visits,
    addresses,
    visitorsToday,
    heapAboveIdleMb: after.heapMb - idle.heapMb,
    rssAboveIdleMb: after.rssMb - idle.rssMb,
    rssAboveColdMb: after.rssMb - cold.rssMb,
    // Keeps the counter (and its visitor sets) alive until after the measurement.
    counted: counter instanceof VisitCounter,
  }),
);
