/**
 * An audit entry's details in a few words: an export's format, filter and
 * row count, an erasure's counts, a role change. Never an address: the
 * search term of an export is not shown (it may be one), nor is whom an
 * invitation was for.
 */
import { fillCounted, fillTemplate } from "~/lib/template";

import type { AuditEntry } from "~/lib/console-api/owner-tools";
import type { RoutingRule } from "~/lib/console-api/delivery-settings";
import { inboxCopy, leadLabels } from "./copy/leads";
import { auditCopy, eraseCopy } from "./copy/owner-tools";
import { ruleLabel, routingBoxes } from "./routing-rules";

const { details: copy } = auditCopy;

const count = (value: unknown) => (typeof value === "number" ? value : 0);
const text = (value: unknown) => (typeof value === "string" ? value : "");

/** How each filter of an export reads: "Type: Demo request". */
function filterPart(name: string, value: string): string {
  if (name === "q") return copy.search;
  if (name === "spam") return inboxCopy.spamTitle;
  const labels: Record<string, { label: string; values?: Record<string, string> }> = {
    type: { label: inboxCopy.filters.type, values: leadLabels.type },
    inquiry: { label: inboxCopy.filters.inquiry, values: leadLabels.inquiry },
    language: { label: inboxCopy.filters.language, values: leadLabels.language },
    status: { label: inboxCopy.filters.status, values: leadLabels.status },
    delivery: { label: inboxCopy.filters.delivery, values: inboxCopy.deliveryFilter },
    from: { label: inboxCopy.filters.from },
    to: { label: inboxCopy.filters.to },
    since: { label: inboxCopy.filters.from },
  };
  const known = labels[name];
  if (!known) return name;
  return fillTemplate(copy.filter, { key: known.label, value: known.values?.[value] ?? value });
}

function exportSummary(details: Record<string, unknown>): string {
  const filter = Object.entries((details.filter ?? {}) as Record<string, unknown>).filter(
    ([, value]) => typeof value === "string" && value !== "",
  );
  const filterText = filter.length
    ? filter.map(([name, value]) => filterPart(name, String(value))).join("; ")
    : copy.wholeInbox;
  const parts = [text(details.format).toUpperCase(), filterText];
  if (typeof details.rows === "number") parts.push(fillCounted(copy.rows, details.rows));
  return parts.join(", ");
}

const rulesOf = (value: unknown): RoutingRule[] => (Array.isArray(value) ? value : []);

/** "Contact messages, Support: the fallback → help@example.org": each rule that changed, in the settings' order. */
function routingSummary(details: Record<string, unknown>): string {
  const before = rulesOf(details.before);
  const after = rulesOf(details.after);
  const recipientsOf = (rules: RoutingRule[], box: (typeof routingBoxes)[number]) =>
    rules
      .find((rule) => rule.form === box.form && (rule.inquiryType ?? null) === box.inquiryType)
      ?.recipients.join(", ") || copy.routing.fallback;
  const changes = routingBoxes.flatMap((box) => {
    const was = recipientsOf(before, box);
    const now = recipientsOf(after, box);
    return was === now
      ? []
      : [fillTemplate(copy.routing.change, { rule: ruleLabel(box), before: was, after: now })];
  });
  return changes.length ? changes.join("; ") : copy.routing.unchanged;
}

/** An action as the log's page names it: "Subscribed to the daily digest", "Lead opened". */
export function auditAction(action: string): string {
  return auditCopy.actions[action] ?? action.charAt(0).toUpperCase() + action.slice(1);
}

export function auditDetails({ action, details }: AuditEntry): string {
  switch (action) {
    case "signed in":
    case "sign-in failed":
      return copy.method[text(details.method)] ?? text(details.method);
    case "exported":
      return exportSummary(details);
    case "erased":
      return fillTemplate(copy.erased, {
        leads: fillCounted(eraseCopy.leadsCount, count(details.leads)),
        deliveries: fillCounted(eraseCopy.deliveriesCount, count(details.deliveries)),
      });
    case "status changed":
      return fillTemplate(copy.status, { status: text(details.status) });
    case "joined":
    case "invited":
      return fillTemplate(copy.role, { role: text(details.role) });
    case "role changed":
      return fillTemplate(copy.roleChange, { from: text(details.from), to: text(details.to) });
    case "delivery retried":
      return fillCounted(copy.deliveries, count(details.deliveries));
    case "signed out everywhere":
      return fillCounted(copy.sessions, count(details.sessions));
    case "routing changed":
      return routingSummary(details);
    case "audit log purged":
      return fillTemplate(copy.purged, {
        entries: count(details.entries),
        before: text(details.before).slice(0, 10),
      });
    case "backup drill run":
      return details.ok === true
        ? fillTemplate(copy.drillPassed, { leads: count(details.leads) })
        : copy.drillFailed;
    case "image uploaded":
      return fillTemplate(copy.imageUploaded, {
        name: text(details.name),
        size: Math.max(1, Math.round(count(details.bytes) / 1024)),
      });
    default:
      // The entries' steps ("entry published") name the entry by its address.
      return action.startsWith("entry ") && details.slug ? text(details.slug) : "";
  }
}

/** Actions whose subject is a lead, which the log links to. */
const leadActions = new Set([
  "lead opened",
  "status changed",
  "note added",
  "marked spam",
  "marked not spam",
  "delivery retried",
]);

export function isLeadAction(action: string): boolean {
  return leadActions.has(action);
}
