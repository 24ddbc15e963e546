import { Link, useLocation } from "react-router";

import type { InboxLead } from "~/lib/console-api/leads";
import { inboxCopy, leadLabels } from "../../copy/leads";
import type { InboxFolder } from "../../inbox-query";
import { leadPath } from "../../paths";
import { DateTime } from "../date-time";
import { DeliveryState, EmailAddress, Missing } from "../lead/lead-values";
import { type Column, ResponsiveTable } from "../responsive-table";

const { columns } = inboxCopy;

/**
 * The leads, newest first; unread ones in bold, and said so to screen
 * readers. On a phone each is a card: name, type, received, status,
 * delivery and address; the rest is one tap away, on the lead's page.
 */
export function InboxTable({ leads, folder }: { leads: InboxLead[]; folder: InboxFolder }) {
  const location = useLocation();
  const leadColumns: Column<InboxLead>[] = [
    { header: columns.type, cell: (lead) => leadLabels.type[lead.type] },
    {
      header: columns.name,
      namesRow: true,
      cell: (lead) => (
        // The lead page's back link returns to this very view, filters and all.
        <Link
          to={leadPath(lead.id)}
          state={{ from: `${location.pathname}${location.search}` }}
          className="inline-flex min-h-11 min-w-11 items-center text-primary underline underline-offset-2 lg:min-h-0 lg:min-w-0"
        >
          {lead.name || leadLabels.noName}
          {lead.unread && <span className="sr-only"> {leadLabels.unread}</span>}
        </Link>
      ),
    },
    {
      header: columns.email,
      // A share of the table's width: short addresses whole, long ones shortened to fit.
      className: "lg:w-[28%] lg:max-w-0",
      cell: (lead) => <EmailAddress email={lead.email} />,
    },
    {
      header: columns.inquiry,
      tableOnly: true,
      cell: (lead) => (lead.inquiryType ? leadLabels.inquiry[lead.inquiryType] : <Missing />),
    },
    { header: columns.language, tableOnly: true, cell: (lead) => leadLabels.language[lead.locale] },
    {
      header: columns.received,
      className: "xl:whitespace-nowrap",
      cell: (lead) => <DateTime iso={lead.receivedAt} />,
    },
    {
      header: columns.source,
      tableOnly: true,
      className: "font-mono",
      cell: (lead) => lead.sourcePath ?? <Missing />,
    },
    { header: columns.status, cell: (lead) => leadLabels.status[lead.status] },
    { header: columns.delivery, cell: (lead) => <DeliveryState state={lead.delivery} /> },
  ];
  if (folder === "spam") {
    leadColumns.push({
      header: columns.reason,
      cell: (lead) => (lead.spamReason ? leadLabels.spamReason[lead.spamReason] : <Missing />),
    });
  }
  return (
    <ResponsiveTable
      id="leads"
      caption={inboxCopy.tableCaption}
      columns={leadColumns}
      rows={leads}
      rowKey={(lead) => lead.id}
      cardsBelow="lg"
      emphasised={(lead) => lead.unread}
    />
  );
}
