/**
 * What the status pages are drawn from. At build time, the sample page's
 * components and maintenance (app/content/<language>/status.ts), the same seed a
 * new database starts from; in the server, the database's records, set
 * before each rendering (server/status/status-pages.ts).
 */
import type { Locale } from "~/lib/i18n";
import type { StatusSnapshot, StatusText } from "~/lib/status/status-model";
import * as en from "~/content/en/status";
import * as es from "~/content/es/status";

export interface StatusSeed {
  components: Record<Locale, string>[];
  /** Each applies to every component. */
  maintenance: { title: StatusText; from: Date; to: Date; message: StatusText }[];
}

/** The sample page's components and maintenance, in both languages. */
export function statusSeed(): StatusSeed {
  return {
    components: en.statusSeed.components.map((name, index) => ({
      "en-US": name,
      "es-US": es.statusSeed.components[index] ?? name,
    })),
    maintenance: en.statusSeed.maintenance.map((window, index) => {
      const spanish = es.statusSeed.maintenance[index];
      return {
        title: { "en-US": window.title, ...(spanish && { "es-US": spanish.title }) },
        message: { "en-US": window.message, ...(spanish && { "es-US": spanish.message }) },
        from: new Date(window.from),
        to: new Date(window.to),
      };
    }),
  };
}

/** The seed as the database would hold it once seeded. */
export function seedSnapshot(): StatusSnapshot {
  const seed = statusSeed();
  const components = seed.components.map((name, index) => ({
    id: index + 1,
    position: index,
    name,
  }));
  return {
    components,
    incidents: seed.maintenance.map((window, index) => ({
      id: index + 1,
      kind: "maintenance",
      title: window.title,
      startsAt: window.from.toISOString(),
      endsAt: window.to.toISOString(),
      resolvedAt: null,
      components: components.map((component) => ({ componentId: component.id, impact: "none" })),
      updates: [
        {
          id: index + 1,
          at: window.from.toISOString(),
          state: "scheduled",
          message: window.message,
        },
      ],
    })),
  };
}

let drawn: { snapshot: StatusSnapshot; at: Date } | undefined;

/**
 * The server's records from now on, and the moment the pages speak for: the
 * one the server read them at, so that pages drawn a few seconds later still
 * agree with the JSON (the renderer's entry module passes this on).
 */
export function setStatusSnapshot(snapshot: StatusSnapshot, at: Date) {
  drawn = { snapshot, at };
}

/** The records and the moment to draw the status pages for (at build time, the seed, now). */
export const currentStatus = () => drawn ?? { snapshot: seedSnapshot(), at: new Date() };
