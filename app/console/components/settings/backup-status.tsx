import { useFetcher } from "react-router";

import { Button } from "~/components/ui/button";
import { fillTemplate } from "~/lib/template";

import type { BackupStatus } from "~/lib/console-api/backups";
import { settingsCopy } from "../../copy/settings";
import { DateTime, formatDateTime } from "../date-time";
import { DescriptionList } from "../description-list";
import { Feedback } from "../feedback";
import { PageSection } from "../page-heading";
import type { SettingsResult } from "./routing-form";

const copy = settingsCopy.backups;

/** Where the backups go, how far behind, and whether the last restore check held. */
export function BackupSettings({ status }: { status: BackupStatus }) {
  return (
    <PageSection id="backups" title={copy.heading}>
      {status.on ? (
        <BackupsOn status={status} />
      ) : (
        <p className="max-w-3xl">{status.databaseServer ? copy.databaseServer : copy.off}</p>
      )}
    </PageSection>
  );
}

type On = Extract<BackupStatus, { on: true }>;

function archiveState(status: On) {
  const limit = status.maxLagS;
  if (status.unreachableSince)
    return fillTemplate(copy.unreachable, { since: formatDateTime(status.unreachableSince) });
  if (status.lagS > limit) return fillTemplate(copy.behind, { lag: status.lagS, limit });
  return fillTemplate(copy.upToDate, { limit });
}

function drillState({ lastDrill }: On) {
  if (!lastDrill) return copy.noDrillYet;
  const at = formatDateTime(lastDrill.at);
  return lastDrill.ok
    ? fillTemplate(copy.drillPassed, { at, leads: lastDrill.leads ?? 0 })
    : fillTemplate(copy.drillFailed, { at, problem: lastDrill.problem ?? "" });
}

function BackupsOn({ status }: { status: On }) {
  const fetcher = useFetcher<SettingsResult>();
  const busy = fetcher.state !== "idle";
  const result = busy ? undefined : fetcher.data;
  return (
    <>
      <p className="max-w-3xl">{copy.what}</p>
      {status.alert && (
        <p className="max-w-3xl rounded-lg border border-danger bg-danger-soft p-4 font-medium text-danger">
          {copy.alert[status.alert]}
        </p>
      )}
      <DescriptionList
        items={[
          { term: copy.target, details: <span className="break-all">{status.target}</span> },
          {
            term: copy.lastBase,
            details: status.lastBaseBackupAt ? (
              <DateTime iso={status.lastBaseBackupAt} />
            ) : (
              copy.noBaseYet
            ),
          },
          { term: copy.archive, details: archiveState(status) },
          { term: copy.drill, details: drillState(status) },
        ]}
      />
      <fetcher.Form
        method="post"
        onSubmit={(event) => busy && event.preventDefault()}
        className="flex max-w-3xl flex-col gap-3"
      >
        <Button type="submit" name="intent" value="drill" variant="outline" className="self-start">
          {busy ? copy.running : copy.runDrill}
        </Button>
        <Feedback problem={result?.problem} done={result?.done} />
      </fetcher.Form>
    </>
  );
}
