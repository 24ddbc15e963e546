import { describe, expect, it } from "vitest";

import { apiUrl } from "~/console/api/client";
import {
  activeFilterCount,
  exportApiQuery,
  hasFilters,
  inboxApiQuery,
  inboxFilters,
  pageAddress,
} from "~/console/inbox-query";
import { inbox } from "~/lib/console-api/leads";
import { exportLeads } from "~/lib/console-api/owner-tools";

const address = (query: string) => new URLSearchParams(query);
const inboxApiPath = (search: URLSearchParams, folder: "inbox" | "spam") =>
  apiUrl(inbox, { query: inboxApiQuery(search, folder) }).replace("/api/admin", "");
const exportApiPath = (search: URLSearchParams, folder: "inbox" | "spam", format: "csv" | "json") =>
  apiUrl(exportLeads, { query: exportApiQuery(search, folder, format) }).replace("/api/admin", "");

describe("the inbox's filters in the address", () => {
  it("keeps the known filters that have a value, in one order, and drops the rest", () => {
    const filters = inboxFilters(
      address("status=new&evil=1&type=&q=  informacion  &language=es-US"),
    );
    expect(filters.toString()).toBe("q=informacion&language=es-US&status=new");
    expect(hasFilters(address("type=&cursor=abc"))).toBe(false);
    expect(hasFilters(address("delivery=failed"))).toBe(true);
  });

  it("counts the filters a phone folds away: those with a value, the search apart", () => {
    expect(activeFilterCount(address("q=ana&cursor=abc&evil=1"))).toBe(0);
    expect(activeFilterCount(address("q=ana&type=demo&status=&from=2026-11-01"))).toBe(2);
  });

  it("asks the API for the page the address names, the spam folder being a filter", () => {
    expect(inboxApiPath(address(""), "inbox")).toBe("/inbox");
    expect(inboxApiPath(address("type=contact&cursor=abc"), "inbox")).toBe(
      "/inbox?type=contact&cursor=abc",
    );
    expect(inboxApiPath(address("q=bot"), "spam")).toBe("/inbox?q=bot&spam=only");
  });

  it("exports exactly what the filters find, whatever page is shown", () => {
    expect(exportApiPath(address("q=información&cursor=abc"), "inbox", "csv")).toBe(
      "/export?q=informaci%C3%B3n&format=csv",
    );
    expect(exportApiPath(address(""), "spam", "json")).toBe("/export?spam=only&format=json");
  });

  it("pages on by cursor and back to the first page, keeping the filters", () => {
    expect(pageAddress(address("status=new&cursor=old"), "next")).toBe("?status=new&cursor=next");
    expect(pageAddress(address("status=new&cursor=old"))).toBe("?status=new");
  });
});
