import * as v from "valibot";

import { formatLongDate, isIsoCalendarDate } from "~/lib/dates";
import { inquiryTypes } from "~/lib/forms/contact-message";
import { fillTemplate } from "~/lib/template";

import type { LeadDetail } from "~/lib/console-api/leads";
import { leadCopy, leadLabels } from "../../copy/leads";
import { DateTime } from "../date-time";
import { type Description, DescriptionList } from "../description-list";
import { Missing, WholeEmailAddress } from "./lead-values";

/** The order fields read in; any other field follows, by name. */
const fieldOrder = Object.keys(leadLabels.field);

const isEmail = (value: string) => v.is(v.pipe(v.string(), v.email()), value);

/**
 * One submitted value, always as text: whatever a visitor typed (markup,
 * script, links) is shown, never run. The one link made from it is a
 * mailto: of an address that is one.
 */
function FieldValue({ name, value }: { name: string; value: string }) {
  if (value === "") return <Missing />;
  if (name === "email" && isEmail(value)) {
    return (
      <a
        href={`mailto:${value}`}
        className="inline-block py-2.5 text-primary underline underline-offset-2"
      >
        <WholeEmailAddress email={value} />
        <span className="sr-only"> ({leadCopy.email})</span>
      </a>
    );
  }
  if (name === "inquiryType" && (inquiryTypes as readonly string[]).includes(value)) {
    return leadLabels.inquiry[value as (typeof inquiryTypes)[number]];
  }
  if (name === "demoDate" && isIsoCalendarDate(value)) return formatLongDate(value, "en-US");
  return value;
}

export function LeadFields({ fields }: { fields: LeadDetail["fields"] }) {
  const rank = (name: string) => {
    const index = fieldOrder.indexOf(name);
    return index === -1 ? fieldOrder.length : index;
  };
  const names = Object.keys(fields).sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  const items: Description[] = names.map((name) => ({
    term: leadLabels.field[name] ?? name,
    details: <FieldValue name={name} value={fields[name] ?? ""} />,
  }));
  return <DescriptionList items={items} />;
}

/** "spring-launch (source: newsletter, medium: email)": the campaign of the page it came from. */
function campaignOf({ utmCampaign, utmSource, utmMedium }: LeadDetail): string | undefined {
  const parts = [
    utmSource && fillTemplate(leadCopy.campaignParts.source, { value: utmSource }),
    utmMedium && fillTemplate(leadCopy.campaignParts.medium, { value: utmMedium }),
  ].filter(Boolean);
  if (!utmCampaign && parts.length === 0) return undefined;
  return [utmCampaign, parts.length ? `(${parts.join(", ")})` : ""].filter(Boolean).join(" ");
}

/** What kind of lead it is, in which language, when and where from it came, where it stands. */
export function LeadSummary({ lead }: { lead: LeadDetail }) {
  const campaign = campaignOf(lead);
  const items: Description[] = [
    { term: leadCopy.received, details: <DateTime iso={lead.receivedAt} /> },
    { term: leadCopy.language, details: leadLabels.language[lead.locale] },
    ...(lead.sourcePath ? [{ term: leadCopy.sentFrom, details: lead.sourcePath }] : []),
    ...(campaign ? [{ term: leadCopy.campaign, details: campaign }] : []),
    { term: leadCopy.status, details: leadLabels.status[lead.status] },
    ...(lead.spam && lead.spamReason
      ? [{ term: leadCopy.spam, details: leadLabels.spamReason[lead.spamReason] }]
      : []),
  ];
  return <DescriptionList items={items} />;
}
