import type { Config } from '@server/config';
import type { Db } from '@server/db/client';
import { actingStaff } from '@server/platform/acting-staff';
import { AUDIT_PAGE_SIZE, type AuditPage, type AuditQuery } from '@shared/audit';
import { addDays, zonedInstant } from '@shared/calendar-dates';
import {
  type AuditActor,
  type AuditRecord,
  createAuditRepository,
  insertAuditEntry,
} from './repository';
import type { AuditRow } from './schema';

/**
 * Records the entry of a staff action inside `tx`, the transaction of the change itself, so a
 * rolled-back change leaves none and a committed one always has one. The actor is the staff member
 * the request acts for; without one (a diner, a background loop) nothing is recorded, as that is
 * no staff action. `actor` overrides it (tests, scripts).
 */
export async function recordAudit(tx: Db, entry: AuditRecord, actor?: AuditActor): Promise<void> {
  const who = actor ?? actingStaff();
  if (who) await insertAuditEntry(tx, who, entry);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields that differ between two versions of a thing, each side holding only those. */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...keys].filter((key) => !same(before[key], after[key]));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}

const toEntry = (row: AuditRow) => ({
  id: row.id,
  at: row.at.toISOString(),
  actor: { id: row.actorId, email: row.actorEmail, role: row.actorRole },
  action: row.action,
  subjectType: row.subjectType,
  subjectId: row.subjectId,
  summary: row.summary,
  before: row.before ?? null,
  after: row.after ?? null,
});

export function createAuditService(deps: { db: Db; config: Config }) {
  const repo = createAuditRepository(deps.db);
  const { timeZone } = deps.config;
  return {
    record: recordAudit,
    /** One page of 50, newest first; days are the restaurant's, midnight to midnight. */
    async list(query: AuditQuery): Promise<AuditPage> {
      const page = await repo.page(
        {
          action: query.action,
          actorId: query.actor,
          from: query.from ? zonedInstant(query.from, '00:00', timeZone) : undefined,
          until: query.to ? zonedInstant(addDays(query.to, 1), '00:00', timeZone) : undefined,
        },
        query.before,
        AUDIT_PAGE_SIZE,
      );
      const { rows, ...info } = page;
      return { ...info, entries: rows.map(toEntry), timeZone };
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
