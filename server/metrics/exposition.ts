/**
 * The few metric kinds the server exposes, written in Prometheus' text
 * format (version 0.0.4): counters and histograms kept in memory, gauges,
 * counters kept elsewhere and summaries read when scraped. Small on purpose: a client library would bring its own
 * registry, default collectors and dependencies for what fits here.
 */

type Labels = Record<string, string>;

const escaped = (value: string) =>
  value.replaceAll("\\", "\\\\").replaceAll('"', '\\"').replaceAll("\n", "\\n");

function labelText(labels: Labels): string {
  const pairs = Object.entries(labels).map(([name, value]) => `${name}="${escaped(value)}"`);
  return pairs.length > 0 ? `{${pairs.join(",")}}` : "";
}

const header = (name: string, type: string, help: string) =>
  `# HELP ${name} ${help}\n# TYPE ${name} ${type}\n`;

/** A count that only goes up, per set of labels. */
export class Counter {
  private readonly values = new Map<string, { labels: Labels; value: number }>();

  constructor(
    readonly name: string,
    private readonly help: string,
  ) {}

  inc(labels: Labels = {}) {
    const key = labelText(labels);
    const current = this.values.get(key) ?? { labels, value: 0 };
    current.value += 1;
    this.values.set(key, current);
  }

  text(): string {
    const samples = [...this.values.values()].map(
      ({ labels, value }) => `${this.name}${labelText(labels)} ${value}\n`,
    );
    return header(this.name, "counter", this.help) + samples.join("");
  }
}

/** Observations counted into fixed buckets, per set of labels. */
export class Histogram {
  private readonly series = new Map<
    string,
    { labels: Labels; buckets: number[]; sum: number; count: number }
  >();

  constructor(
    readonly name: string,
    private readonly help: string,
    private readonly bounds: number[],
  ) {}

  observe(labels: Labels, value: number) {
    const key = labelText(labels);
    const current = this.series.get(key) ?? {
      labels,
      buckets: this.bounds.map(() => 0),
      sum: 0,
      count: 0,
    };
    current.buckets = current.buckets.map((total, index) =>
      value <= (this.bounds[index] as number) ? total + 1 : total,
    );
    current.sum += value;
    current.count += 1;
    this.series.set(key, current);
  }

  text(): string {
    const lines: string[] = [];
    for (const { labels, buckets, sum, count } of this.series.values()) {
      this.bounds.forEach((bound, index) => {
        const le = labelText({ ...labels, le: String(bound) });
        lines.push(`${this.name}_bucket${le} ${buckets[index]}`);
      });
      lines.push(`${this.name}_bucket${labelText({ ...labels, le: "+Inf" })} ${count}`);
      lines.push(`${this.name}_sum${labelText(labels)} ${sum}`);
      lines.push(`${this.name}_count${labelText(labels)} ${count}`);
    }
    return header(this.name, "histogram", this.help) + lines.map((line) => `${line}\n`).join("");
  }
}

const sampled = (type: string) => (name: string, help: string, samples: [Labels, number][]) =>
  header(name, type, help) +
  samples.map(([labels, value]) => `${name}${labelText(labels)} ${value}\n`).join("");

/** A value read when scraped, one sample per set of labels. */
export const gauge = sampled("gauge");

/** A count kept elsewhere (by the process, the system), read when scraped. */
export const readCounter = sampled("counter");

/** Quantiles with the sum and count of every observation, read when scraped. */
export function summary(
  name: string,
  help: string,
  { quantiles, sum, count }: { quantiles: [number, number][]; sum: number; count: number },
): string {
  return (
    header(name, "summary", help) +
    quantiles.map(([quantile, value]) => `${name}{quantile="${quantile}"} ${value}\n`).join("") +
    `${name}_sum ${sum}\n${name}_count ${count}\n`
  );
}
