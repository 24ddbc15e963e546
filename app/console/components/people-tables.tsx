import { fillTemplate } from "~/lib/template";

import type { OpenInvitation, Person, Role } from "../api/types";
import { peopleCopy as copy, roleLabels } from "../copy/owner-tools";
import { ConfirmDialog } from "./confirm-dialog";
import { Cell, DataTable, RowHeader } from "./data-table";
import { DateTime } from "./date-time";
import { PageSection } from "./page-heading";

/** The fetcher of the people page's confirmed changes, whose outcome the page shows. */
export const PEOPLE_CHANGES = "people-changes";

const otherRole = (role: Role): Role => (role === "owner" ? "viewer" : "owner");

/** A person who may sign in: their role, since when, and the changes an owner may make. */
export function PersonRow({ person, isYou }: { person: Person; isYou: boolean }) {
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
            fetcherKey={PEOPLE_CHANGES}
          />
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
      </Cell>
    </tr>
  );
}

/** Invitations sent and not yet used. */
export function OpenInvitations({ invitations }: { invitations: OpenInvitation[] }) {
  const { columns } = copy;
  return (
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
  );
}
