import { fillTemplate } from "~/lib/template";

import type { LeadDelivery } from "~/lib/console-api/leads";
import { leadCopy, leadLabels } from "../../copy/leads";
import { DateTime, formatDateTime } from "../date-time";
import { PageSection } from "../page-heading";
import { DeliveryState } from "./lead-values";

const copy = leadCopy.deliveries;

/** Each channel's delivery: its state, every attempt with its outcome, and the next try. */
export function LeadDeliveries({ deliveries }: { deliveries: LeadDelivery[] }) {
  return (
    <PageSection id="lead-deliveries" title={copy.heading}>
      {deliveries.length === 0 && <p className="text-ink-muted">{copy.none}</p>}
      <ul className="grid gap-4 md:grid-cols-2">
        {deliveries.map((delivery) => (
          <li key={delivery.id} className="flex flex-col gap-3 rounded-xl border border-border p-4">
            <h3 className="flex flex-wrap items-center gap-3 text-lg font-semibold">
              {leadLabels.channel[delivery.channel] ?? delivery.channel}
              <DeliveryState state={delivery.status} />
            </h3>
            {delivery.nextAttemptAt && (
              <p>
                {fillTemplate(copy.nextAttempt, { time: formatDateTime(delivery.nextAttemptAt) })}
              </p>
            )}
            <h4 className="font-semibold text-ink-muted">{copy.attempts}</h4>
            {delivery.attempts.length === 0 ? (
              <p>{copy.noAttempts}</p>
            ) : (
              <ol className="flex flex-col gap-1 text-sm">
                {delivery.attempts.map((attempt) => (
                  <li key={attempt.attemptedAt}>
                    <DateTime iso={attempt.attemptedAt} />:{" "}
                    {attempt.delivered
                      ? copy.delivered
                      : attempt.detail
                        ? fillTemplate(copy.failed, { detail: attempt.detail })
                        : copy.failedWithoutDetail}
                  </li>
                ))}
              </ol>
            )}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
