import { fillTemplate } from "~/lib/template";

import type { OpenInvitation, Person } from "~/lib/console-api/people";
import type { Role } from "~/lib/console-api/values";
import { peopleCopy as copy, roleLabels } from "../copy/owner-tools";
import { ConfirmDialog } from "./confirm-dialog";
import { DateTime } from "./date-time";
import { EmailAddress } from "./lead/lead-values";
import { PageSection } from "./page-heading";
import { type Column, ResponsiveTable } from "./responsive-table";

/** The fetcher of the people page's confirmed changes, whose outcome the page shows. */
export const PEOPLE_CHANGES = "people-changes";

const roles: Role[] = ["owner", "viewer", "editor"];

/** The changes an owner may make to a person: either other role, or removal. */
function PersonActions({ person }: { person: Person }) {
  return (
    <div className="flex flex-wrap gap-2">
      {roles
        .filter((role) => role !== person.role)
        .map((newRole) => (
          <ConfirmDialog
            key={newRole}
            trigger={fillTemplate(copy.changeRole, { role: roleLabels[newRole] })}
            triggerContext={person.email}
            title={fillTemplate(copy.changeRoleTitle, {
              email: person.email,
              role: roleLabels[newRole],
            })}
            text={copy.changeRoleText[newRole]}
            confirm={fillTemplate(copy.changeRole, { role: roleLabels[newRole] })}
            fields={{ intent: "role", id: person.id, role: newRole }}
            fetcherKey={PEOPLE_CHANGES}
          />
        ))}
      <ConfirmDialog
        trigger={copy.remove}
        triggerContext={person.email}
        title={fillTemplate(copy.removeTitle, { email: person.email })}
        text={copy.removeText}
        confirm={copy.confirmRemove}
        fields={{ intent: "remove", id: person.id }}
        fetcherKey={PEOPLE_CHANGES}
        danger
      />
    </div>
  );
}

/** Who may sign in: their role, since when, and the changes an owner may make. */
export function PeopleTable({ people, yourEmail }: { people: Person[]; yourEmail: string }) {
  const { columns } = copy;
  const personColumns: Column<Person>[] = [
    {
      header: columns.email,
      namesRow: true,
      // A share of the table's width: short addresses whole, long ones shortened to fit.
      className: "md:w-[35%] md:max-w-0",
      cell: (person) => (
        <span className="flex min-w-0 flex-wrap gap-x-1">
          <EmailAddress email={person.email} />{" "}
          {person.email === yourEmail && (
            <span className="font-normal text-ink-muted">{copy.you}</span>
          )}
        </span>
      ),
    },
    { header: columns.role, cell: (person) => roleLabels[person.role] },
    {
      header: columns.since,
      className: "whitespace-nowrap",
      cell: (person) => <DateTime iso={person.createdAt} />,
    },
    {
      header: columns.actions,
      controls: true,
      cell: (person) => <PersonActions person={person} />,
    },
  ];
  return (
    <ResponsiveTable
      id="people"
      caption={copy.peopleCaption}
      columns={personColumns}
      rows={people}
      rowKey={(person) => person.id}
      cardsBelow="md"
    />
  );
}

const invitationColumns: Column<OpenInvitation>[] = [
  {
    header: copy.columns.email,
    namesRow: true,
    className: "md:w-[45%] md:max-w-0",
    cell: (invitation) => <EmailAddress email={invitation.email} />,
  },
  { header: copy.columns.role, cell: (invitation) => roleLabels[invitation.role] },
  {
    header: copy.invitations.expires,
    className: "whitespace-nowrap",
    cell: (invitation) => <DateTime iso={invitation.expiresAt} />,
  },
  {
    header: copy.columns.actions,
    controls: true,
    cell: (invitation) => (
      <ConfirmDialog
        trigger={copy.invitations.withdraw}
        triggerContext={invitation.email}
        title={fillTemplate(copy.invitations.withdrawTitle, { email: invitation.email })}
        text={copy.invitations.withdrawText}
        confirm={copy.invitations.confirmWithdraw}
        fields={{ intent: "withdraw", id: invitation.id }}
        fetcherKey={PEOPLE_CHANGES}
        danger
      />
    ),
  },
];

/** Invitations sent and not yet used. */
export function OpenInvitations({ invitations }: { invitations: OpenInvitation[] }) {
  return (
    <PageSection id="invitations" title={copy.invitations.heading}>
      {invitations.length === 0 ? (
        <p>{copy.invitations.none}</p>
      ) : (
        <ResponsiveTable
          id="invitations-table"
          caption={copy.invitations.caption}
          columns={invitationColumns}
          rows={invitations}
          rowKey={(invitation) => invitation.id}
          cardsBelow="md"
        />
      )}
    </PageSection>
  );
}
