import { Badge } from "~/components/ui/badge";
import { Icon } from "~/components/ui/icon";
import type { AccountSnapshotContent } from "~/content/types";

/** A sample family account, drawn in HTML: what a parent sees in the portal. */
export function AccountSnapshot({ snapshot }: { snapshot: AccountSnapshotContent }) {
  return (
    <figure className="flex flex-col gap-3">
      <div className="flex flex-col gap-5 rounded-2xl border border-border bg-surface p-4 shadow-xl sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <p className="font-semibold">{snapshot.title}</p>
          <Badge tone="success">{snapshot.status}</Badge>
        </div>
        <div>
          <p className="text-sm text-ink-muted">{snapshot.balanceLabel}</p>
          <p className="text-4xl font-bold tracking-tight">{snapshot.balance}</p>
        </div>
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-ink-muted">{snapshot.providersLabel}</p>
          <ul className="flex flex-col divide-y divide-border rounded-xl border border-border">
            {snapshot.providers.map((provider) => (
              <li
                key={provider.name}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 p-3"
              >
                <span className="flex items-center gap-2">
                  <Icon name="graduation-cap" className="size-4 text-providers" />
                  {provider.name}
                </span>
                <span className="shrink-0 text-sm whitespace-nowrap text-ink-muted">
                  {provider.monthlyCost}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Icon name="circle-check" className="size-4 text-success" />
          {snapshot.lastPayment}
        </p>
      </div>
      <figcaption className="text-center text-sm text-ink-muted">{snapshot.caption}</figcaption>
    </figure>
  );
}
