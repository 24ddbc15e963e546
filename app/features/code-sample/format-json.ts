interface FormatJsonOptions {
  /** Fixed decimal places for numbers under these keys, e.g. `{ balance: 2 }` prints 2500.00. */
  decimalPlaces?: Readonly<Record<string, number>>;
  indent?: number;
}

/**
 * JSON.stringify with control over numbers: money reads 2500.00 in an API
 * sample, where JSON.stringify would print 2500.
 */
export function formatJson(value: unknown, options: FormatJsonOptions = {}): string {
  const { decimalPlaces = {}, indent = 2 } = options;

  function write(item: unknown, key: string | undefined, depth: number): string {
    const inner = " ".repeat(indent * (depth + 1));
    const outer = " ".repeat(indent * depth);
    if (Array.isArray(item)) {
      if (item.length === 0) return "[]";
      const lines = item.map((entry) => inner + write(entry, key, depth + 1));
      return `[\n${lines.join(",\n")}\n${outer}]`;
    }
    if (item !== null && typeof item === "object") {
      const entries = Object.entries(item);
      if (entries.length === 0) return "{}";
      const lines = entries.map(
        ([name, entry]) => `${inner}${JSON.stringify(name)}: ${write(entry, name, depth + 1)}`,
      );
      return `{\n${lines.join(",\n")}\n${outer}}`;
    }
    const places = key === undefined ? undefined : decimalPlaces[key];
    if (typeof item === "number" && places !== undefined) return item.toFixed(places);
    return JSON.stringify(item);
  }

  return write(value, undefined, 0);
}
