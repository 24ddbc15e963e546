/**
 * Routing rules as the settings page edits them: one box of addresses for
 * each rule there can be (demo requests; contact messages of any inquiry
 * type, then of each). A box left empty is no rule; the API gets the
 * others, checked here the way it checks them.
 */
import * as v from "valibot";

import { type InquiryType, inquiryTypes } from "~/lib/forms/contact-message";
import { fillTemplate } from "~/lib/template";

import type { RoutingRule } from "~/lib/console-api/delivery-settings";
import { leadLabels } from "./copy/leads";
import { settingsCopy } from "./copy/settings";

/** How many addresses one rule may have (the API refuses more). */
export const MAX_RECIPIENTS = 10;

export interface RoutingBox {
  /** The box's form field name. */
  name: string;
  form: RoutingRule["form"];
  inquiryType: InquiryType | null;
}

export const routingBoxes: RoutingBox[] = [
  { name: "demo", form: "demo", inquiryType: null },
  { name: "contact", form: "contact", inquiryType: null },
  ...inquiryTypes.map((inquiryType) => ({
    name: `contact-${inquiryType}`,
    form: "contact" as const,
    inquiryType,
  })),
];

/** "Demo requests", "Contact messages, any inquiry type", "Contact messages, Sales". */
export function ruleLabel({
  form,
  inquiryType,
}: Pick<RoutingRule, "form" | "inquiryType">): string {
  const { ruleName } = settingsCopy.routing;
  if (form === "demo") return ruleName.demo;
  if (!inquiryType) return ruleName.contactAny;
  return fillTemplate(ruleName.contact, { inquiry: leadLabels.inquiry[inquiryType] });
}

const sameRule = (box: RoutingBox) => (rule: RoutingRule) =>
  rule.form === box.form && rule.inquiryType === box.inquiryType;

/** A box's addresses as it shows them: one a line. */
export function boxText(rules: RoutingRule[], box: RoutingBox): string {
  return rules.find(sameRule(box))?.recipients.join("\n") ?? "";
}

/** The addresses typed into a box: separated by commas, semicolons, spaces or lines. */
export function addressesIn(text: string): string[] {
  return text.split(/[\s,;]+/).filter(Boolean);
}

const isEmail = (value: string) => v.is(v.pipe(v.string(), v.email(), v.maxLength(254)), value);

/** A box's addresses, each once (in lower case), or what is wrong with them. */
function checkBox(text: string): { recipients: string[] } | { error: string } {
  const { notAnAddress, tooMany } = settingsCopy.routing;
  const typed = addressesIn(text);
  const wrong = typed.find((address) => !isEmail(address));
  if (wrong) return { error: fillTemplate(notAnAddress, { address: wrong }) };
  const recipients = [...new Set(typed.map((address) => address.toLowerCase()))];
  if (recipients.length > MAX_RECIPIENTS) {
    return { error: fillTemplate(tooMany, { max: MAX_RECIPIENTS, count: recipients.length }) };
  }
  return { recipients };
}

export type RoutingInput =
  { ok: true; rules: RoutingRule[] } | { ok: false; errors: Record<string, string> };

/** The rules a routing form asks for, or each box's problem by the box's name. */
export function readRouting(form: FormData): RoutingInput {
  const rules: RoutingRule[] = [];
  const errors: Record<string, string> = {};
  for (const box of routingBoxes) {
    const value = form.get(box.name);
    const checked = checkBox(typeof value === "string" ? value : "");
    if ("error" in checked) errors[box.name] = checked.error;
    else if (checked.recipients.length > 0) {
      rules.push({ form: box.form, inquiryType: box.inquiryType, recipients: checked.recipients });
    }
  }
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, rules };
}
