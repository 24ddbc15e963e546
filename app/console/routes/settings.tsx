import { fillTemplate } from "~/lib/template";

import { statusMessage } from "../api/problems";
import { actOnApi, fieldOf, loadFromApi } from "../api/route-data";
import type { Account, DeliverySettings } from "../api/types";
import { PageHeading } from "../components/page-heading";
import { RoutingForm, type SettingsResult } from "../components/settings/routing-form";
import { SettingSwitch } from "../components/settings/setting-switch";
import { pageMeta } from "../console-meta";
import { settingsCopy as copy } from "../copy/settings";
import { readRouting } from "../routing-rules";

import type { Route } from "./+types/settings";

export const meta = () => pageMeta(copy.title);

/** Owners only: the API refuses anyone else, and the page says so. */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [settings, account] = await Promise.all([
    loadFromApi<DeliverySettings>(request, "/delivery-settings"),
    loadFromApi<Account>(request, "/account"),
  ]);
  return { settings, email: account.email, digest: account.digest };
}

/** What each on-or-off setting is called in the API, and what its change says. */
const switches = {
  confirmations: {
    path: "/confirmations",
    body: (on: boolean) => ({ on }),
    done: (on: boolean) => (on ? copy.confirmations.turnedOn : copy.confirmations.turnedOff),
  },
  digest: {
    path: "/account/digest",
    body: (on: boolean) => ({ subscribed: on }),
    done: (on: boolean) => (on ? copy.digest.didSubscribe : copy.digest.didUnsubscribe),
  },
};

export async function clientAction({ request }: Route.ClientActionArgs): Promise<SettingsResult> {
  const form = await request.formData();
  const intent = fieldOf(form, "intent");
  if (intent === "routing") {
    const routing = readRouting(form);
    if (!routing.ok) return { errors: routing.errors };
    const saved = await actOnApi(request, "/routing", {
      method: "PUT",
      body: { rules: routing.rules },
    });
    if (!saved.ok) return { problem: statusMessage(saved.status, { 400: copy.routing.refused }) };
    return { done: copy.routing.saved };
  }
  const change = switches[intent as keyof typeof switches];
  if (!change) return { problem: statusMessage(400) };
  const on = fieldOf(form, "on") === "true";
  const outcome = await actOnApi(request, change.path, { method: "PUT", body: change.body(on) });
  return outcome.ok ? { done: change.done(on) } : { problem: statusMessage(outcome.status) };
}

export default function Settings({ loaderData }: Route.ComponentProps) {
  const { settings, email, digest } = loaderData;
  const { confirmations, digest: digestCopy } = copy;
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
        id="confirmations"
        title={confirmations.heading}
        what={confirmations.what}
        intent="confirmations"
        on={settings.confirmations}
        state={{ on: confirmations.on, off: confirmations.off }}
        action={confirmations}
        cannotTurnOn={settings.emailConfigured ? undefined : confirmations.needsEmail}
      />
      <SettingSwitch
        id="digest"
        title={digestCopy.heading}
        what={fillTemplate(digestCopy.what, { email })}
        intent="digest"
        on={digest}
        state={{ on: digestCopy.subscribed, off: digestCopy.unsubscribed }}
        action={{
          turnOn: digestCopy.subscribe,
          turnOff: digestCopy.unsubscribe,
          busy: digestCopy.busy,
        }}
        note={settings.emailConfigured ? undefined : digestCopy.noEmail}
      />
    </>
  );
}

export { PageError as ErrorBoundary } from "../components/page-error";
