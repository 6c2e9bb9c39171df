import type { Db } from '@server/db/client';
import type { StaffRole } from '@shared/permissions';
import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { staffInvitations, users } from './schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;
export type InvitationRow = typeof staffInvitations.$inferSelect;

const open = and(isNull(staffInvitations.acceptedAt), isNull(staffInvitations.revokedAt));

/**
 * Another active owner than `id` exists: the condition every demotion or deactivation of an owner
 * carries. It is only safe under `lockOwners` (a later statement sees what a concurrent change
 * committed while this one waited).
 */
const anotherActiveOwner = (id: string) =>
  sql`exists (select 1 from users o where o.role = 'owner' and o.deactivated_at is null and o.id <> ${id})`;

/** The staff screen's SQL. */
export function createStaffRepository(db: Db) {
  return {
    transaction: <T>(work: (tx: Tx) => Promise<T>) => db.transaction(work),

    listMembers: () =>
      db.select().from(users).where(ne(users.role, 'customer')).orderBy(asc(users.createdAt)),

    listOpenInvitations: () =>
      db.select().from(staffInvitations).where(open).orderBy(asc(staffInvitations.createdAt)),

    async findInvitationByHash(
      tokenHash: string,
      executor: Executor = db,
    ): Promise<InvitationRow | undefined> {
      const [row] = await executor
        .select()
        .from(staffInvitations)
        .where(eq(staffInvitations.tokenHash, tokenHash));
      return row;
    },

    /** Inserts an invitation; undefined when the address already has an open one. */
    async insertInvitation(tx: Executor, values: typeof staffInvitations.$inferInsert) {
      const [row] = await tx
        .insert(staffInvitations)
        .values(values)
        .onConflictDoNothing()
        .returning();
      return row;
    },

    /** A new link for an open invitation (the old one stops working); undefined when not open. */
    async renewInvitation(
      tx: Executor,
      id: string,
      values: { tokenHash: string; sentAt: Date; sentBy: string; expiresAt: Date },
    ) {
      const [row] = await tx
        .update(staffInvitations)
        .set(values)
        .where(and(eq(staffInvitations.id, id), open))
        .returning();
      return row;
    },

    async revokeInvitation(id: string, by: string, at: Date, tx: Executor = db) {
      const [row] = await tx
        .update(staffInvitations)
        .set({ revokedAt: at, revokedBy: by })
        .where(and(eq(staffInvitations.id, id), open))
        .returning();
      return row;
    },

    /** Marks an open, unexpired invitation accepted (once: a second or concurrent use finds nothing). */
    async acceptInvitation(tx: Executor, tokenHash: string, at: Date) {
      const [row] = await tx
        .update(staffInvitations)
        .set({ acceptedAt: at })
        .where(
          and(eq(staffInvitations.tokenHash, tokenHash), open, gt(staffInvitations.expiresAt, at)),
        )
        .returning();
      return row;
    },

    async linkAcceptedUser(tx: Executor, invitationId: string, userId: string) {
      await tx
        .update(staffInvitations)
        .set({ acceptedUserId: userId })
        .where(eq(staffInvitations.id, invitationId));
    },

    /**
     * Locks the rows of the active owners (their count is what a change must keep above zero).
     * Two owners demoting each other at once: the second waits here, then sees one owner left.
     */
    async lockOwners(tx: Tx) {
      await tx.execute(
        sql`select id from users where role = 'owner' and deactivated_at is null for update`,
      );
    },

    /** Sets a staff member's role unless that would leave no active owner; the row, or undefined. */
    async setRole(tx: Tx, id: string, role: StaffRole, by: string, at: Date) {
      const [row] = await tx
        .update(users)
        .set({ role, roleChangedAt: at, roleChangedBy: by })
        .where(
          and(
            eq(users.id, id),
            ne(users.role, 'customer'),
            sql`(${users.role} <> 'owner' or ${users.deactivatedAt} is not null or ${role} = 'owner' or ${anotherActiveOwner(id)})`,
          ),
        )
        .returning();
      return row;
    },

    /** Deactivates (or reactivates) a staff member, never the last active owner. */
    async setActive(tx: Tx, id: string, active: boolean, by: string, at: Date) {
      const [row] = await tx
        .update(users)
        .set({ deactivatedAt: active ? null : at, activeChangedBy: by })
        .where(
          and(
            eq(users.id, id),
            ne(users.role, 'customer'),
            active ? sql`true` : sql`(${users.role} <> 'owner' or ${anotherActiveOwner(id)})`,
          ),
        )
        .returning();
      return row;
    },

    async findStaff(id: string) {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, id), ne(users.role, 'customer')));
      return row;
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;
