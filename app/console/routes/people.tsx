import {
  changeRole,
  invite,
  people,
  removePerson,
  withdrawInvitation,
} from "~/lib/console-api/people";
import type { Role } from "~/lib/console-api/values";

import { statusMessage } from "../problem-messages";
import { actOnApi, fieldOf, loadFromApi } from "../api/route-data";
import { useConfirmedChange } from "../components/confirm-dialog";
import { Feedback } from "../components/feedback";
import { type InviteResult, InviteForm } from "../components/invite-form";
import { PageHeading } from "../components/page-heading";
import { OpenInvitations, PEOPLE_CHANGES, PeopleTable } from "../components/people-tables";
import { pageMeta } from "../console-meta";
import { peopleCopy as copy } from "../copy/owner-tools";
import { useMe } from "../use-me";

import type { Route } from "./+types/people";

export const meta = () => pageMeta(copy.title);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadFromApi(request, people);
}

interface ChangeResult {
  problem?: string;
  done?: string;
}

export async function clientAction({
  request,
}: Route.ClientActionArgs): Promise<InviteResult & ChangeResult> {
  const form = await request.formData();
  const intent = fieldOf(form, "intent");
  const lastOwner = { 409: copy.lastOwner };
  if (intent === "invite") {
    const email = fieldOf(form, "email");
    const invited = await actOnApi(request, invite, {
      body: { email, role: fieldOf(form, "role") as Role },
    });
    if (!invited.ok)
      return { problem: statusMessage(invited.status, { 400: copy.invite.invalid }) };
    return { invited: { email, ...invited.value } };
  }
  if (intent === "withdraw") {
    const withdrawn = await actOnApi(request, withdrawInvitation, {
      params: { id: fieldOf(form, "id") },
    });
    if (!withdrawn.ok)
      return { problem: statusMessage(withdrawn.status, { 404: copy.invitations.gone }) };
    return { done: copy.invitations.withdrawn };
  }
  const params = { id: fieldOf(form, "id") };
  const outcome =
    intent === "role"
      ? await actOnApi(request, changeRole, {
          params,
          body: { role: fieldOf(form, "role") as Role },
        })
      : await actOnApi(request, removePerson, { params });
  if (!outcome.ok) return { problem: statusMessage(outcome.status, lastOwner) };
  return { done: intent === "role" ? copy.changed : copy.removed };
}

export default function PeoplePage({ loaderData }: Route.ComponentProps) {
  const { people, invitations } = loaderData;
  const me = useMe();
  const change = useConfirmedChange<ChangeResult>(PEOPLE_CHANGES);
  return (
    <>
      <PageHeading intro={copy.intro}>{copy.title}</PageHeading>
      <Feedback problem={change?.problem} done={change?.done} />
      <PeopleTable people={people} yourEmail={me.user.email} />
      <OpenInvitations invitations={invitations} />
      <InviteForm />
    </>
  );
}

export { PageError as ErrorBoundary } from "../components/page-error";
