import { type AuditRecord, recordAudit } from '@server/audit';
import type { Db } from '@server/db/client';
import { AppError } from '@server/errors';
import type { MailService } from '@server/mail';
import type { EventBus } from '@server/platform/events';
import { hashToken, newToken } from '@server/platform/tokens';
import { roleLabels, type StaffRole, staffHome } from '@shared/permissions';
import type { PublicUser } from '@shared/schemas/auth';
import {
  type AcceptInvitationInput,
  type InvitationView,
  type InviteStaffInput,
  type StaffList,
  staffMessages as sm,
  type UpdateStaffInput,
} from '@shared/schemas/staff';
import { INVITATION_TTL_MS, invitationState } from '@shared/staff-invitations';
import { staffInvitationMail } from './mails';
import { hashPassword } from './password';
import { type ClientInfo, toPublicUser } from './public-user';
import type { AccountsRepository } from './repository';
import type { AccountsService } from './service';
import { createStaffRepository, type InvitationRow } from './staff-repository';

/**
 * The owner's staff screen: invitations by mail (a hashed, single-use link for
 * 72 hours, mailed in the transaction that writes it), role changes and deactivation, which take
 * effect on the person's next request and at once on their open live streams (`access.changed`). The last active owner can be neither demoted nor
 * deactivated: the change locks the active owners' rows and carries the condition in its UPDATE.
 */
export function createStaffDirectory(deps: {
  db: Db;
  repo: AccountsRepository;
  accounts: AccountsService;
  mail: MailService;
  appUrl: string;
  now?: () => Date;
  /** The bus that tells every instance a member's rights changed (their live streams check again). */
  events?: Pick<EventBus, 'publish'>;
}) {
  const { repo, accounts, mail } = deps;
  const staff = createStaffRepository(deps.db);
  const now = deps.now ?? (() => new Date());
  const iso = (at: Date | null) => at?.toISOString() ?? null;

  function newLink(actor: PublicUser) {
    const token = newToken();
    const at = now();
    const values = {
      tokenHash: hashToken(token),
      sentAt: at,
      sentBy: actor.id,
      expiresAt: new Date(at.getTime() + INVITATION_TTL_MS),
    };
    const url = `${deps.appUrl}/admin/invitation?token=${encodeURIComponent(token)}`;
    return { values, url };
  }

  const mailFor = (row: InvitationRow, actor: PublicUser, url: string) =>
    staffInvitationMail(row.email, roleLabels[row.role], actor.username, url);

  const refusal: Record<Exclude<InvitationView['state'], 'open'>, string> = {
    used: sm.linkUsed,
    expired: sm.linkExpired,
    revoked: sm.linkRevoked,
    unknown: sm.linkUnknown,
  };

  async function member(id: string) {
    const row = await staff.findStaff(id);
    if (!row) throw new AppError('not_found', sm.memberNotFound);
    return row;
  }

  return {
    async list(): Promise<StaffList> {
      const at = now();
      const [members, invitations] = await Promise.all([
        staff.listMembers(),
        staff.listOpenInvitations(),
      ]);
      return {
        members: members.map((row) => ({
          id: row.id,
          name: row.username,
          email: row.email,
          role: row.role as StaffRole,
          status: row.deactivatedAt ? ('deactivated' as const) : ('active' as const),
          lastSignInAt: iso(row.lastSignInAt),
          since: row.createdAt.toISOString(),
        })),
        invitations: invitations.map((row) => ({
          id: row.id,
          email: row.email,
          role: row.role,
          sentAt: row.sentAt.toISOString(),
          expiresAt: row.expiresAt.toISOString(),
          expired: row.expiresAt <= at,
        })),
      };
    },

    async invite(actor: PublicUser, input: InviteStaffInput & { email: string }) {
      if (await repo.findUserByEmail(input.email)) throw new AppError('conflict', sm.alreadyStaff);
      const { values, url } = newLink(actor);
      const queued = await staff.transaction(async (tx) => {
        const row = await staff.insertInvitation(tx, {
          ...values,
          email: input.email,
          role: input.role,
          invitedBy: actor.id,
        });
        if (!row) throw new AppError('conflict', sm.alreadyInvited);
        await recordAudit(tx, {
          action: 'staff.invite',
          subjectType: 'invitation',
          subjectId: row.id,
          summary: `Invited ${row.email} as ${roleLabels[row.role]}`,
          after: { email: row.email, role: row.role, expiresAt: row.expiresAt.toISOString() },
        });
        return mail.enqueueInTransaction(tx, [mailFor(row, actor, url)]);
      });
      mail.deliverSoon(queued);
      return { message: sm.invited(input.email) };
    },

    async resend(actor: PublicUser, id: string) {
      const { values, url } = newLink(actor);
      const { email, queued } = await staff.transaction(async (tx) => {
        const row = await staff.renewInvitation(tx, id, values);
        if (!row) throw new AppError('not_found', sm.notOpen);
        await recordAudit(tx, {
          action: 'staff.invite_resend',
          subjectType: 'invitation',
          subjectId: row.id,
          summary: `Invitation sent again to ${row.email}`,
          after: { expiresAt: row.expiresAt.toISOString() },
        });
        return {
          email: row.email,
          queued: await mail.enqueueInTransaction(tx, [mailFor(row, actor, url)]),
        };
      });
      mail.deliverSoon(queued);
      return { message: sm.resent(email) };
    },

    async revoke(actor: PublicUser, id: string) {
      await staff.transaction(async (tx) => {
        const row = await staff.revokeInvitation(id, actor.id, now(), tx);
        if (!row) throw new AppError('not_found', sm.notOpen);
        await recordAudit(tx, {
          action: 'staff.invite_revoke',
          subjectType: 'invitation',
          subjectId: row.id,
          summary: `Invitation of ${row.email} withdrawn`,
          before: { email: row.email, role: row.role },
        });
      });
      return { message: sm.revoked };
    },

    /** A new role or (de)activation; never one's own, never leaving no active owner. */
    async update(actor: PublicUser, id: string, change: UpdateStaffInput) {
      if (id === actor.id) throw new AppError('forbidden', sm.notYourself);
      const before = await member(id);
      const at = now();
      const row = await staff.transaction(async (tx) => {
        await staff.lockOwners(tx);
        const changed =
          'role' in change
            ? await staff.setRole(tx, id, change.role, actor.id, at)
            : await staff.setActive(tx, id, change.active, actor.id, at);
        if (changed) await recordAudit(tx, staffChangeEntry(before, change));
        return changed;
      });
      if (!row) throw new AppError('conflict', sm.lastOwner);
      // The next request reads the account afresh: deactivation ends every session at once.
      if ('active' in change && !change.active) await accounts.endSessions(id);
      else accounts.refreshUser(id);
      // A notice lost on the way is made up for by each stream's regular session check.
      await deps.events?.publish({ type: 'access.changed', userId: id, orderIds: [] });
      const name = before.username;
      if ('role' in change) return { message: sm.roleChanged(name, roleLabels[change.role]) };
      return { message: change.active ? sm.reactivated(name) : sm.deactivated(name) };
    },

    /** What the invitation page shows: the address and role, or why the link no longer works. */
    async view(token: string): Promise<InvitationView> {
      const row = await staff.findInvitationByHash(hashToken(token));
      const state = invitationState(row, now());
      const known = row && state === 'open';
      return {
        state,
        email: known ? row.email : null,
        role: known ? row.role : null,
        message: state === 'open' ? null : refusal[state],
      };
    },

    /** Creates the staff account from an open invitation and signs the person in. */
    async accept(input: AcceptInvitationInput, client: ClientInfo) {
      const tokenHash = hashToken(input.token);
      const passwordHash = await hashPassword(input.password);
      const at = now();
      const userId = await staff.transaction(async (tx) => {
        const invitation = await staff.acceptInvitation(tx, tokenHash, at);
        if (!invitation) {
          const state = invitationState(await staff.findInvitationByHash(tokenHash, tx), at);
          throw new AppError('invalid', refusal[state === 'open' ? 'used' : state]);
        }
        const created = await repo.insertUserIn(tx, {
          username: input.username.trim(),
          email: invitation.email,
          passwordHash,
          role: invitation.role,
          emailVerifiedAt: at,
          invitedBy: invitation.invitedBy,
        });
        if (!created) throw new AppError('conflict', sm.accountExists);
        await staff.linkAcceptedUser(tx, invitation.id, created.id);
        // A new member of staff: in the audit log, in the acceptance's transaction, as their own act.
        await recordAudit(
          tx,
          {
            action: 'staff.join',
            subjectType: 'staff',
            subjectId: created.id,
            summary: `${invitation.email} accepted the invitation as ${roleLabels[invitation.role]}`,
            after: { email: invitation.email, role: invitation.role, invitation: invitation.id },
          },
          { id: created.id, email: invitation.email, role: invitation.role },
        );
        return created.id;
      });
      const token = await accounts.startSession(userId, client);
      const user = toPublicUser((await repo.findUserById(userId))!);
      return { user, token, home: staffHome(user.role) };
    },
  };
}

/** The audit log's entry of a role change or (de)activation. */
function staffChangeEntry(
  before: { id: string; email: string; role: string; deactivatedAt: Date | null },
  change: UpdateStaffInput,
): AuditRecord {
  const subject = { subjectType: 'staff' as const, subjectId: before.id };
  if ('role' in change)
    return {
      ...subject,
      action: 'staff.role',
      summary: `${before.email}: role ${roleLabels[before.role as StaffRole]} → ${roleLabels[change.role]}`,
      before: { role: before.role },
      after: { role: change.role },
    };
  return {
    ...subject,
    action: change.active ? 'staff.reactivate' : 'staff.deactivate',
    summary: `${before.email} ${change.active ? 'reactivated' : 'deactivated'}`,
    before: { active: before.deactivatedAt === null },
    after: { active: change.active },
  };
}

export type StaffDirectory = ReturnType<typeof createStaffDirectory>;
