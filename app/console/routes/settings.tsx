import { fillTemplate } from "~/lib/template";

import { statusMessage } from "../problem-messages";
import { actOnApi, fieldOf, loadFromApi } from "../api/route-data";
import { account as accountEndpoint } from "~/lib/console-api/account";
import { backups as backupsEndpoint, runDrill as drillNow } from "~/lib/console-api/backups";
import {
  deliverySettings,
  setConfirmations,
  setDigest,
  setRouting,
} from "~/lib/console-api/delivery-settings";
import { PageHeading } from "../components/page-heading";
import { BackupSettings } from "../components/settings/backup-status";
import { RoutingForm, type SettingsResult } from "../components/settings/routing-form";
import { SettingSwitch } from "../components/settings/setting-switch";
import { pageMeta } from "../console-meta";
import { settingsCopy as copy } from "../copy/settings";
import { readRouting } from "../routing-rules";

import type { Route } from "./+types/settings";

export const meta = () => pageMeta(copy.title);

/** Owners only: the API refuses anyone else, and the page says so. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [settings, account, backups] = await Promise.all([
    loadFromApi(request, deliverySettings),
    loadFromApi(request, accountEndpoint),
    loadFromApi(request, backupsEndpoint),
  ]);
  return { settings, email: account.email, digest: account.digest, backups };
}

/** What each on-or-off setting is called in the API, and what its change says. */
const switches = {
  confirmations: {
    change: (request: Request, on: boolean) =>
      actOnApi(request, setConfirmations, { body: { on } }),
    done: (on: boolean) => (on ? copy.confirmations.turnedOn : copy.confirmations.turnedOff),
  },
  digest: {
    change: (request: Request, on: boolean) =>
      actOnApi(request, setDigest, { body: { subscribed: on } }),
    done: (on: boolean) => (on ? copy.digest.turnedOn : copy.digest.turnedOff),
  },
};

export async function clientAction({ request }: Route.ClientActionArgs): Promise<SettingsResult> {
  const form = await request.formData();
  const intent = fieldOf(form, "intent");
  if (intent === "routing") {
    const routing = readRouting(form);
    if (!routing.ok) return { errors: routing.errors };
    const saved = await actOnApi(request, setRouting, { body: { rules: routing.rules } });
    if (!saved.ok) return { problem: statusMessage(saved.status, { 400: copy.routing.refused }) };
    return { done: copy.routing.saved };
  }
  if (intent === "drill") return runDrill(request);
  const setting = switches[intent as keyof typeof switches];
  if (!setting) return { problem: statusMessage(400) };
  const on = fieldOf(form, "on") === "true";
  const outcome = await setting.change(request, on);
  return outcome.ok ? { done: setting.done(on) } : { problem: statusMessage(outcome.status) };
}

/** The restore check, now: its verdict, said where the button is. */
async function runDrill(request: Request): Promise<SettingsResult> {
  const outcome = await actOnApi(request, drillNow);
  if (!outcome.ok) return { problem: statusMessage(outcome.status) };
  const drill = outcome.value.on ? outcome.value.lastDrill : undefined;
  return drill?.ok
    ? { done: copy.backups.drillDone }
    : { problem: fillTemplate(copy.backups.drillProblem, { problem: drill?.problem ?? "" }) };
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { settings, email, digest, backups } = loaderData;
  return (
    <>
      <PageHeading intro={copy.intro}>{copy.title}</PageHeading>
      {!settings.emailConfigured && (
        <p className="max-w-3xl rounded-lg border border-families bg-families-soft p-4">
          {copy.noEmail}
        </p>
      )}
      <RoutingForm settings={settings} />
      <SettingSwitch
        intent="confirmations"
        copy={copy.confirmations}
        what={copy.confirmations.what}
        on={settings.confirmations}
        cannotTurnOn={settings.emailConfigured ? undefined : copy.confirmations.needsEmail}
      />
      <SettingSwitch
        intent="digest"
        copy={copy.digest}
        what={fillTemplate(copy.digest.what, { email })}
        on={digest}
        note={settings.emailConfigured ? undefined : copy.digest.noEmail}
      />
      <BackupSettings status={backups} />
    </>
  );
}

export { PageError as ErrorBoundary } from "../components/page-error";
