import {
  changeComponents,
  openIncident,
  scheduleMaintenance,
  statusRecords,
  updateIncident,
} from "~/lib/console-api/status";

import { statusMessage } from "../problem-messages";
import { type Outcome, actOnApi, fieldOf, loadFromApi } from "../api/route-data";
import { PageHeading } from "../components/page-heading";
import { ComponentsForm } from "../components/status/components-form";
import { IncidentHistory } from "../components/status/incident-history";
import { MaintenanceForm } from "../components/status/maintenance-form";
import { NewIncidentForm } from "../components/status/new-incident-form";
import { OpenIncidents } from "../components/status/open-incidents";
import type { StatusResult } from "../components/status/status-fields";
import { StatusNow } from "../components/status/status-now";
import { pageMeta } from "../console-meta";
import { statusCopy as copy } from "../copy/status";
import {
  type ComponentsBody,
  type IncidentBody,
  type MaintenanceBody,
  type Read,
  type UpdateBody,
  readComponents,
  readIncident,
  readMaintenance,
  readUpdate,
} from "../status-form";
import { useMe } from "../use-me";

import type { Route } from "./+types/status";

export const meta = () => pageMeta(copy.title);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadFromApi(request, statusRecords);
}

/** What a refusal says: a 422's reason from the server, else the console's word for the status. */
function refusal(outcome: Extract<Outcome<unknown>, { ok: false }>): StatusResult {
  if (outcome.status === 422 && outcome.problems.length > 0)
    return { problem: `${copy.refused} ${outcome.problems.join(" ")}` };
  return { problem: statusMessage(outcome.status, {}, outcome.retryAfter) };
}

/** Each form's request, once what was typed reads well, and what it says when done. */
function requestFor(intent: string, form: FormData, request: Request) {
  const read = <T extends object>(
    reading: Read<T>,
    send: (body: T) => Promise<Outcome<unknown>>,
    done: string,
    incident?: number,
  ) => ({
    reading: reading.ok ? { ok: true as const, send: () => send(reading.body) } : reading,
    done,
    incident,
  });
  if (intent === "open") {
    const send = (body: IncidentBody) => actOnApi(request, openIncident, { body });
    return read(readIncident(form), send, copy.incident.done);
  }
  if (intent === "update") {
    const id = Number(fieldOf(form, "incident"));
    const send = (body: UpdateBody) =>
      actOnApi(request, updateIncident, { params: { id: String(id) }, body });
    return read(readUpdate(form), send, copy.update.done, id);
  }
  if (intent === "maintenance") {
    const send = (body: MaintenanceBody) => actOnApi(request, scheduleMaintenance, { body });
    return read(readMaintenance(form), send, copy.maintenance.done);
  }
  if (intent === "components") {
    const send = (body: ComponentsBody) => actOnApi(request, changeComponents, { body });
    return read(readComponents(form), send, copy.components.done);
  }
  return undefined;
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<StatusResult> {
  const form = await request.formData();
  const wanted = requestFor(fieldOf(form, "intent"), form, request);
  if (!wanted) return { problem: statusMessage(400) };
  const incident = wanted.incident && { incident: wanted.incident };
  if (!wanted.reading.ok) return { errors: wanted.reading.errors, ...incident };
  const outcome = await wanted.reading.send();
  return { ...(outcome.ok ? { done: wanted.done } : refusal(outcome)), ...incident };
}

export default function Status({ loaderData: snapshot }: Route.ComponentProps) {
  const { role } = useMe().user;
  const writes = role === "owner" || role === "editor";
  const now = new Date();
  return (
    <>
      <PageHeading intro={copy.intro}>{copy.title}</PageHeading>
      {!writes && <p className="max-w-3xl rounded-lg bg-surface-sunken p-4">{copy.readOnly}</p>}
      <StatusNow snapshot={snapshot} now={now} />
      <OpenIncidents snapshot={snapshot} now={now} writes={writes} />
      {writes && <NewIncidentForm components={snapshot.components} />}
      {writes && <MaintenanceForm components={snapshot.components} />}
      <IncidentHistory snapshot={snapshot} now={now} />
      {role === "owner" && <ComponentsForm components={snapshot.components} />}
    </>
  );
}

export { PageError as ErrorBoundary } from "../components/page-error";
