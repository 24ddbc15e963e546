import { fillTemplate } from "~/lib/template";

import { statusMessage } from "../api/problems";
import { actOnApi, fieldOf, loadFromApi } from "../api/route-data";
import type { People, Person, Role } from "../api/types";
import { ConfirmDialog, useConfirmedChange } from "../components/confirm-dialog";
import { Cell, DataTable, RowHeader } from "../components/data-table";
import { DateTime } from "../components/date-time";
import { Feedback } from "../components/feedback";
import { type InviteResult, InviteForm } from "../components/invite-form";
import { PageHeading, PageSection } from "../components/page-heading";
import { pageMeta } from "../console-meta";
import { peopleCopy as copy, roleLabels } from "../copy/owner-tools";
import { useMe } from "../use-me";

import type { Route } from "./+types/people";

export const meta = () => pageMeta(copy.title);

export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  return loadFromApi<People>(request, "/people");
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
    const invited = await actOnApi<{ link: string; expiresAt: string }>(
      request,
      "/people/invitations",
      {
        method: "POST",
        body: { email, role: fieldOf(form, "role") },
      },
    );
    if (!invited.ok)
      return { problem: statusMessage(invited.status, { 400: copy.invite.invalid }) };
    return { invited: { email, ...invited.value } };
  }
  const person = `/people/${fieldOf(form, "id")}`;
  const outcome =
    intent === "role"
      ? await actOnApi(request, `${person}/role`, {
          method: "POST",
          body: { role: fieldOf(form, "role") },
        })
      : await actOnApi(request, person, { method: "DELETE" });
  if (!outcome.ok) return { problem: statusMessage(outcome.status, lastOwner) };
  return { done: intent === "role" ? copy.changed : copy.removed };
}

const CHANGES = "people-changes";
const otherRole = (role: Role): Role => (role === "owner" ? "viewer" : "owner");

function PersonRow({ person, isYou }: { person: Person; isYou: boolean }) {
  const newRole = otherRole(person.role);
  return (
    <tr>
      <RowHeader className="break-all">
        {person.email} {isYou && <span className="font-normal text-ink-muted">{copy.you}</span>}
      </RowHeader>
      <Cell>{roleLabels[person.role]}</Cell>
      <Cell className="whitespace-nowrap">
        <DateTime iso={person.createdAt} />
      </Cell>
      <Cell>
        <div className="flex flex-wrap gap-2">
          <ConfirmDialog
            trigger={fillTemplate(copy.changeRole, { role: roleLabels[newRole] })}
            triggerContext={person.email}
            title={fillTemplate(copy.changeRoleTitle, {
              email: person.email,
              role: roleLabels[newRole],
            })}
            text={copy.changeRoleText[newRole]}
            confirm={fillTemplate(copy.changeRole, { role: roleLabels[newRole] })}
            fields={{ intent: "role", id: person.id, role: newRole }}
            fetcherKey={CHANGES}
          />
          <ConfirmDialog
            trigger={copy.remove}
            triggerContext={person.email}
            title={fillTemplate(copy.removeTitle, { email: person.email })}
            text={copy.removeText}
            confirm={copy.confirmRemove}
            fields={{ intent: "remove", id: person.id }}
            fetcherKey={CHANGES}
            danger
          />
        </div>
      </Cell>
    </tr>
  );
}

export default function PeoplePage({ loaderData }: Route.ComponentProps) {
  const { people, invitations } = loaderData;
  const me = useMe();
  const change = useConfirmedChange<ChangeResult>(CHANGES);
  const { columns } = copy;
  return (
    <>
      <PageHeading intro={copy.intro}>{copy.title}</PageHeading>
      <Feedback problem={change?.problem} done={change?.done} />
      <DataTable
        id="people"
        minWidth="medium"
        caption={copy.peopleCaption}
        columns={[columns.email, columns.role, columns.since, columns.actions]}
      >
        {people.map((person) => (
          <PersonRow key={person.id} person={person} isYou={person.email === me.user.email} />
        ))}
      </DataTable>
      <PageSection id="invitations" title={copy.invitations.heading}>
        {invitations.length === 0 ? (
          <p>{copy.invitations.none}</p>
        ) : (
          <DataTable
            id="invitations-table"
            caption={copy.invitations.caption}
            columns={[columns.email, columns.role, copy.invitations.expires]}
          >
            {invitations.map((invitation) => (
              <tr key={invitation.id}>
                <RowHeader className="break-all">{invitation.email}</RowHeader>
                <Cell>{roleLabels[invitation.role]}</Cell>
                <Cell className="whitespace-nowrap">
                  <DateTime iso={invitation.expiresAt} />
                </Cell>
              </tr>
            ))}
          </DataTable>
        )}
      </PageSection>
      <InviteForm />
    </>
  );
}

export { PageError as ErrorBoundary } from "../components/page-error";
