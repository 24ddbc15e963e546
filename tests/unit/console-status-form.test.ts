import { describe, expect, it } from "vitest";

import {
  readComponents,
  readIncident,
  readMaintenance,
  readUpdate,
  timeZoneName,
} from "~/console/status-form";

const formWith = (fields: [string, string][]) => {
  const form = new FormData();
  for (const [name, value] of fields) form.append(name, value);
  return form;
};

describe("the Status page's forms", () => {
  it("reads a new incident: trimmed text, the components ticked, the impact picked", () => {
    expect(
      readIncident(
        formWith([
          ["title", "  Payments are delayed "],
          ["componentIds", "2"],
          ["componentIds", "3"],
          ["impact", "major"],
          ["message", "Looking into it."],
        ]),
      ),
    ).toEqual({
      ok: true,
      body: {
        title: "Payments are delayed",
        componentIds: [2, 3],
        impact: "major",
        message: "Looking into it.",
      },
    });
  });

  it("names every missing or over-long field of a new incident", () => {
    expect(
      readIncident(
        formWith([
          ["title", "x".repeat(121)],
          ["impact", "none"],
        ]),
      ),
    ).toEqual({
      ok: false,
      errors: {
        title: "At most 120 characters; this has 121.",
        componentIds: "Pick at least one component.",
        impact: "Pick the impact.",
        message: "Write the first message.",
      },
    });
  });

  it("reads an update; an impact left as it is is not sent", () => {
    expect(
      readUpdate(
        formWith([
          ["state", "monitoring"],
          ["impact", ""],
          ["message", "A fix is out."],
        ]),
      ),
    ).toEqual({ ok: true, body: { state: "monitoring", message: "A fix is out." } });
    expect(
      readUpdate(
        formWith([
          ["state", "identified"],
          ["impact", "critical"],
          ["message", "x"],
        ]),
      ),
    ).toEqual({ ok: true, body: { state: "identified", message: "x", impact: "critical" } });
    expect(
      readUpdate(
        formWith([
          ["state", "resolved"],
          ["message", " "],
        ]),
      ),
    ).toEqual({
      ok: false,
      errors: { message: "Write the message first." },
    });
  });

  it("reads maintenance times on Austin's clock, wherever the browser is, and refuses an end before the start", () => {
    const fields: [string, string][] = [
      ["title", "Upgrade"],
      ["componentIds", "1"],
      ["from", "2031-03-04T22:00"],
      ["to", "2031-03-04T23:30"],
      ["message", "Brief pauses."],
    ];
    expect(readMaintenance(formWith(fields))).toEqual({
      ok: true,
      body: {
        title: "Upgrade",
        componentIds: [1],
        // Central standard time (-06:00) until 2031-03-09.
        from: "2031-03-05T04:00:00.000Z",
        to: "2031-03-05T05:30:00.000Z",
        message: "Brief pauses.",
      },
    });
    const backwards = fields.map(([name, value]): [string, string] =>
      name === "to" ? [name, "2031-03-04T21:00"] : [name, value],
    );
    expect(readMaintenance(formWith(backwards))).toEqual({
      ok: false,
      errors: { to: "It must end after it starts." },
    });
    expect(readMaintenance(formWith([["title", "Upgrade"]]))).toMatchObject({
      ok: false,
      errors: { from: "Pick when it starts.", to: "Pick when it ends." },
    });
  });

  it("reads every component's two names in the rows' order; an empty name is refused", () => {
    const rows: [string, string][] = [
      ["id", "6"],
      ["nameEn", "Email"],
      ["nameEs", "Correo"],
      ["id", "1"],
      ["nameEn", "API"],
      ["nameEs", "API"],
    ];
    expect(readComponents(formWith(rows))).toEqual({
      ok: true,
      body: {
        components: [
          { id: 6, name: { "en-US": "Email", "es-US": "Correo" } },
          { id: 1, name: { "en-US": "API", "es-US": "API" } },
        ],
      },
    });
    expect(
      readComponents(
        formWith([
          ["id", "1"],
          ["nameEn", "API"],
          ["nameEs", ""],
        ]),
      ).ok,
    ).toBe(false);
  });

  it("states the office's time zone by its name, standard or daylight", () => {
    expect(timeZoneName(new Date("2027-01-15T12:00:00Z"))).toBe("America/Chicago (CST)");
    expect(timeZoneName(new Date("2027-07-15T12:00:00Z"))).toBe("America/Chicago (CDT)");
  });

  it("reads a window across the spring change as the office's clock does", () => {
    const window = (from: string, to: string) =>
      readMaintenance(
        formWith([
          ["title", "Upgrade"],
          ["componentIds", "1"],
          ["from", from],
          ["to", to],
          ["message", "Brief pauses."],
        ]),
      );
    // 01:00 CST to 04:00 CDT is two hours: the clock skips from 02:00 to 03:00.
    expect(window("2027-03-14T01:00", "2027-03-14T04:00")).toMatchObject({
      body: { from: "2027-03-14T07:00:00.000Z", to: "2027-03-14T09:00:00.000Z" },
    });
    // 01:30 on the autumn change is its first, daylight one.
    expect(window("2027-11-07T01:30", "2027-11-07T03:00")).toMatchObject({
      body: { from: "2027-11-07T06:30:00.000Z", to: "2027-11-07T09:00:00.000Z" },
    });
  });
});
