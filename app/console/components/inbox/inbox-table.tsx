import { Link, useLocation } from "react-router";

import { cn } from "~/lib/cn";

import type { InboxLead } from "../../api/types";
import { inboxCopy, leadLabels } from "../../copy/leads";
import type { InboxFolder } from "../../inbox-query";
import { leadPath } from "../../paths";
import { Cell, DataTable, RowHeader } from "../data-table";
import { DateTime } from "../date-time";
import { DeliveryState, Missing } from "../lead/lead-values";

const { columns } = inboxCopy;

/** The leads, newest first; unread ones in bold, and said so to screen readers. */
export function InboxTable({ leads, folder }: { leads: InboxLead[]; folder: InboxFolder }) {
  const location = useLocation();
  const headers = [
    columns.type,
    columns.name,
    columns.email,
    columns.inquiry,
    columns.language,
    columns.received,
    columns.source,
    columns.status,
    columns.delivery,
    ...(folder === "spam" ? [columns.reason] : []),
  ];
  return (
    <DataTable id="leads" caption={inboxCopy.tableCaption} columns={headers} minWidth="wide">
      {leads.map((lead) => (
        <tr key={lead.id} className={cn(lead.unread ? "font-bold" : "font-normal")}>
          <Cell>{leadLabels.type[lead.type]}</Cell>
          <RowHeader className={lead.unread ? "font-bold" : "font-normal"}>
            {/* The lead page's back link returns to this very view, filters and all. */}
            <Link
              to={leadPath(lead.id)}
              state={{ from: `${location.pathname}${location.search}` }}
              className="text-primary underline underline-offset-2"
            >
              {lead.name || leadLabels.noName}
              {lead.unread && <span className="sr-only"> {leadLabels.unread}</span>}
            </Link>
          </RowHeader>
          <Cell className="break-all">{lead.email}</Cell>
          <Cell>{lead.inquiryType ? leadLabels.inquiry[lead.inquiryType] : <Missing />}</Cell>
          <Cell>{leadLabels.language[lead.locale]}</Cell>
          <Cell className="whitespace-nowrap">
            <DateTime iso={lead.receivedAt} />
          </Cell>
          <Cell className="font-mono">{lead.sourcePath ?? <Missing />}</Cell>
          <Cell>{leadLabels.status[lead.status]}</Cell>
          <Cell>
            <DeliveryState state={lead.delivery} />
          </Cell>
          {folder === "spam" && (
            <Cell>{lead.spamReason ? leadLabels.spamReason[lead.spamReason] : <Missing />}</Cell>
          )}
        </tr>
      ))}
    </DataTable>
  );
}
