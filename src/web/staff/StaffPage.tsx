import { roleLabels, STAFF_ROLES, type StaffRole } from '@shared/permissions';
import type { StaffInvitation, StaffMember } from '@shared/schemas/staff';
import { useSession } from '@web/accounts';
import { errorMessage } from '@web/lib/api/errors';
import { formatDateTime } from '@web/lib/restaurant-time';
import { ConfirmModal } from '@web/ui/ConfirmModal';
import { Spinner } from '@web/ui/Spinner';
import { usePageTitle } from '@web/ui/usePageTitle';
import { useId, useState } from 'react';
import { toast } from 'react-toastify';
import { useResendMutation, useRevokeMutation, useStaffQuery, useUpdateStaffMutation } from './api';
import { InviteForm } from './InviteForm';
import './staff.css';

const fail = (error: unknown) => toast.error(errorMessage(error, 'Something went wrong.'));
const done = ({ message }: { message: string }) => toast.success(message);

function RoleSelect({ member, self }: { member: StaffMember; self: boolean }) {
  const id = useId();
  const update = useUpdateStaffMutation();
  return (
    <div className="staff-role">
      <label className="visually-hidden" htmlFor={id}>{`Role of ${member.name}`}</label>
      <select
        id={id}
        className="select"
        value={member.role}
        disabled={self || update.isPending}
        title={self ? 'Nobody can change their own role.' : undefined}
        onChange={(event) =>
          update.mutate(
            { id: member.id, change: { role: event.target.value as StaffRole } },
            { onSuccess: done, onError: fail },
          )
        }
      >
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {roleLabels[role]}
          </option>
        ))}
      </select>
    </div>
  );
}

function MemberRow({ member, self }: { member: StaffMember; self: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateStaffMutation();
  const active = member.status === 'active';
  const setActive = (next: boolean) =>
    update.mutate(
      { id: member.id, change: { active: next } },
      { onSuccess: done, onError: fail, onSettled: () => setConfirming(false) },
    );
  return (
    <li className={`card staff-row${active ? '' : ' is-deactivated'}`}>
      <div className="staff-row-main">
        <h3 className="staff-row-name">
          {member.name}
          {self && <span className="muted"> (you)</span>}{' '}
          <span className={`badge ${active ? 'badge-success' : 'badge-danger'}`}>
            {active ? 'Active' : 'Deactivated'}
          </span>
        </h3>
        <p className="staff-row-meta">{member.email}</p>
        <p className="staff-row-meta muted">
          {member.lastSignInAt
            ? `Last signed in ${formatDateTime(member.lastSignInAt)}`
            : 'Has not signed in yet'}
        </p>
      </div>
      <div className="staff-row-actions">
        <RoleSelect member={member} self={self} />
        {!self &&
          (active ? (
            <button
              type="button"
              className="btn btn-ghost btn-sm dish-delete"
              aria-label={`Deactivate ${member.name}`}
              onClick={() => setConfirming(true)}
            >
              Deactivate
            </button>
          ) : (
            <button
              type="button"
              className="btn btn-secondary btn-sm"
              aria-label={`Reactivate ${member.name}`}
              disabled={update.isPending}
              onClick={() => setActive(true)}
            >
              Reactivate
            </button>
          ))}
      </div>
      <ConfirmModal
        open={confirming}
        title={`Deactivate ${member.name}?`}
        busy={update.isPending}
        cancelLabel="Keep active"
        confirmLabel="Deactivate"
        onCancel={() => setConfirming(false)}
        onConfirm={() => setActive(false)}
      >
        <p>
          {member.name} is signed out at once and cannot sign in until you reactivate the account.
        </p>
      </ConfirmModal>
    </li>
  );
}

function InvitationRow({ invitation }: { invitation: StaffInvitation }) {
  const resend = useResendMutation();
  const revoke = useRevokeMutation();
  return (
    <li className="card staff-row">
      <div className="staff-row-main">
        <h3 className="staff-row-name">
          {invitation.email}{' '}
          <span className={`badge ${invitation.expired ? 'badge-danger' : 'badge-warning'}`}>
            {invitation.expired ? 'Link expired' : 'Invited'}
          </span>
        </h3>
        <p className="staff-row-meta">{`Role: ${roleLabels[invitation.role]}`}</p>
        <p className="staff-row-meta muted">
          {`Sent ${formatDateTime(invitation.sentAt)} · `}
          {invitation.expired
            ? 'resend it for a new link'
            : `link works until ${formatDateTime(invitation.expiresAt)}`}
        </p>
      </div>
      <div className="staff-row-actions">
        <button
          type="button"
          className="btn btn-secondary btn-sm"
          aria-label={`Resend the invitation to ${invitation.email}`}
          disabled={resend.isPending}
          onClick={() => resend.mutate(invitation.id, { onSuccess: done, onError: fail })}
        >
          Resend
        </button>
        <button
          type="button"
          className="btn btn-ghost btn-sm dish-delete"
          aria-label={`Revoke the invitation to ${invitation.email}`}
          disabled={revoke.isPending}
          onClick={() => revoke.mutate(invitation.id, { onSuccess: done, onError: fail })}
        >
          Revoke
        </button>
      </div>
    </li>
  );
}

/** /admin/staff (owners): who works here, their roles, and the invitations still open. */
export default function StaffPage() {
  usePageTitle('Staff');
  const { user } = useSession();
  const staff = useStaffQuery();
  return (
    <section className="page admin-page staff-page">
      <div className="admin-page-head">
        <h1 className="page-title">Staff</h1>
      </div>
      <p className="muted">
        Invite people by e-mail with a role. A deactivated person is signed out at once; a new role
        applies from their next click.
      </p>
      <InviteForm />
      {staff.isPending && <Spinner />}
      {staff.isError && (
        <p className="form-error" role="alert">
          {errorMessage(staff.error, 'The staff list could not be loaded.')}
        </p>
      )}
      {staff.data && staff.data.invitations.length > 0 && (
        <>
          <h2 className="staff-heading">Invitations waiting</h2>
          <ul className="staff-list">
            {staff.data.invitations.map((invitation) => (
              <InvitationRow key={invitation.id} invitation={invitation} />
            ))}
          </ul>
        </>
      )}
      {staff.data && (
        <>
          <h2 className="staff-heading">Team</h2>
          <ul className="staff-list">
            {staff.data.members.map((member) => (
              <MemberRow key={member.id} member={member} self={member.id === user?.id} />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
