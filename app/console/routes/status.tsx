import type { StatusSnapshot } from "~/lib/status/status-model";

import { statusMessage } from "../api/problems";
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
  type Read,
  readComponents,
  readIncident,
  readMaintenance,
  readUpdate,
} from "../status-form";
import { useMe } from "../use-me";

import type { Route } from "./+types/status";

export const meta = () => pageMeta(copy.title);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadFromApi<StatusSnapshot>(request, "/status");
}

/** What a refusal says: a 422's reason from the server, else the console's word for the status. */
function refusal(outcome: Extract<Outcome<unknown>, { ok: false }>): StatusResult {
  if (outcome.status === 422 && outcome.problems.length > 0)
    return { problem: `${copy.refused} ${outcome.problems.join(" ")}` };
  return { problem: statusMessage(outcome.status, {}, outcome.retryAfter) };
}

/** Each form's request: its path, method and what it says when done. */
function requestFor(intent: string, form: FormData) {
  const read = <T extends object>(
    reading: Read<T>,
    path: string,
    method: "POST" | "PUT",
    done: string,
    incident?: number,
  ) => ({ reading, path, method, done, incident });
  if (intent === "open")
    return read(readIncident(form), "/status/incidents", "POST", copy.incident.done);
  if (intent === "update") {
    const id = Number(fieldOf(form, "incident"));
    const path = `/status/incidents/${id}/updates`;
    return read(readUpdate(form), path, "POST", copy.update.done, id);
  }
  if (intent === "maintenance")
    return read(readMaintenance(form), "/status/maintenance", "POST", copy.maintenance.done);
  if (intent === "components")
    return read(readComponents(form), "/status/components", "PUT", copy.components.done);
  return undefined;
}

export async function clientAction({ request }: Route.ClientActionArgs): Promise<StatusResult> {
  const form = await request.formData();
  const wanted = requestFor(fieldOf(form, "intent"), form);
  if (!wanted) return { problem: statusMessage(400) };
  const incident = wanted.incident && { incident: wanted.incident };
  if (!wanted.reading.ok) return { errors: wanted.reading.errors, ...incident };
  const outcome = await actOnApi(request, wanted.path, {
    method: wanted.method,
    body: wanted.reading.body,
  });
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
