import { describe, expect, it } from "vitest";

import {
  addressesIn,
  boxText,
  readRouting,
  routingBoxes,
  ruleLabel,
} from "~/console/routing-rules";

const formWith = (boxes: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(boxes)) form.set(name, value);
  return form;
};

describe("routing rules as the settings page edits them", () => {
  it("has one box for each rule there can be: demo requests, and contact messages of any or each inquiry type", () => {
    expect(routingBoxes.map(ruleLabel)).toEqual([
      "Demo requests",
      "Contact messages of any inquiry type",
      "Contact messages, General",
      "Contact messages, Sales",
      "Contact messages, Support",
      "Contact messages, Partnership",
    ]);
  });

  it("reads addresses separated by commas, semicolons, spaces or lines", () => {
    expect(addressesIn(" a@example.org,b@example.org;\n\nc@example.org  d@example.org\n")).toEqual([
      "a@example.org",
      "b@example.org",
      "c@example.org",
      "d@example.org",
    ]);
    expect(addressesIn(" \n ")).toEqual([]);
  });

  it("makes a rule of each box with addresses, each address once in lower case; empty boxes are no rule", () => {
    expect(
      readRouting(
        formWith({
          demo: "Sales@Example.org, sales@example.org",
          contact: "",
          "contact-support": "help@example.org\ndesk@example.org",
        }),
      ),
    ).toEqual({
      ok: true,
      rules: [
        { form: "demo", inquiryType: null, recipients: ["sales@example.org"] },
        {
          form: "contact",
          inquiryType: "support",
          recipients: ["help@example.org", "desk@example.org"],
        },
      ],
    });
    expect(readRouting(formWith({}))).toEqual({ ok: true, rules: [] });
  });

  it("names the address that is not one, and refuses more than ten, box by box", () => {
    const eleven = Array.from({ length: 11 }, (_, index) => `p${index}@example.org`).join(", ");
    expect(
      readRouting(formWith({ demo: "sales@example.org, not-an-address", "contact-sales": eleven })),
    ).toEqual({
      ok: false,
      errors: {
        demo: "“not-an-address” is not an email address. Separate addresses with commas or lines.",
        "contact-sales": "At most 10 addresses in a box; this one has 11.",
      },
    });
  });

  it("shows a rule's addresses one a line in its box", () => {
    const rules = [
      {
        form: "contact" as const,
        inquiryType: "sales" as const,
        recipients: ["a@x.org", "b@x.org"],
      },
    ];
    expect(routingBoxes.map((box) => boxText(rules, box))).toEqual([
      "",
      "",
      "",
      "a@x.org\nb@x.org",
      "",
      "",
    ]);
  });
});
