/** A lead in plain words, for the people who act on it (the notification email). */
import { leadFieldLabels } from "~/lib/lead-fields";

import type { ClaimedDelivery } from "./outbox-repository";

const languages: Record<string, string> = {
  "en-US": "English (en-US)",
  "es-US": "Spanish (es-US): please reply in Spanish",
};

export function leadSubject({ type, fields }: ClaimedDelivery["lead"]): string {
  if (type === "demo") return `Demo request from ${fields.name}`;
  const name = [fields.firstName, fields.lastName].filter(Boolean).join(" ");
  return `Contact message (${fields.inquiryType})${name ? ` from ${name}` : ""}`;
}

/** Where a lead came from, as exports and webhooks give it; null when the page is unknown. */
export function sourceForReceivers({
  sourcePath,
  utmSource,
  utmMedium,
  utmCampaign,
}: ClaimedDelivery["lead"]) {
  return sourcePath ? { page: sourcePath, utmSource, utmMedium, utmCampaign } : null;
}

function sourceLines(lead: ClaimedDelivery["lead"]): string[] {
  const source = sourceForReceivers(lead);
  if (!source) return ["Sent from: a page we could not tell"];
  const campaign = [
    source.utmCampaign && `campaign ${source.utmCampaign}`,
    source.utmSource && `source ${source.utmSource}`,
    source.utmMedium && `medium ${source.utmMedium}`,
  ].filter(Boolean);
  return [
    `Sent from: ${source.page}`,
    ...(campaign.length > 0 ? [`Campaign: ${campaign.join(", ")}`] : []),
  ];
}

export function leadSummary(lead: ClaimedDelivery["lead"]): string {
  const heading = lead.type === "demo" ? "New demo request" : "New contact message";
  const lines = Object.entries(leadFieldLabels)
    .filter(([field]) => lead.fields[field])
    .map(([field, label]) =>
      field === "message" ? `${label}:\n${lead.fields[field]}` : `${label}: ${lead.fields[field]}`,
    );
  return [
    `${heading} from the website.`,
    "",
    ...lines,
    "",
    `Language: ${languages[lead.locale] ?? lead.locale}`,
    ...sourceLines(lead),
    `Received: ${lead.receivedAt.toISOString()}`,
    `Lead ID: ${lead.id}`,
    "",
  ].join("\n");
}
