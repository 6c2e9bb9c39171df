import type { Db } from '@server/db/client';
import { type KeysetList, keysetPage, type SortKey } from '@server/db/keyset';
import type { AuditAction, AuditSubjectType } from '@shared/audit';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { auditLog } from './schema';

/** What a domain records: the actor comes from the request (platform/acting-staff.ts). */
export interface AuditRecord {
  action: AuditAction;
  subjectType: AuditSubjectType;
  subjectId: string;
  summary: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

export interface AuditActor {
  id: string;
  email: string;
  role: string;
}

export interface AuditCriteria {
  action?: AuditAction;
  actorId?: string;
  /** [from, until) as instants (the restaurant's day bounds). */
  from?: Date;
  until?: Date;
}

const byTime: SortKey = { expr: sql`${auditLog.at}`, kind: 'timestamptz' };
const byId: SortKey = { expr: sql`${auditLog.id}`, kind: 'uuid' };

/** Newest first by (at, id), on the index that matches the filter (schema.ts). */
export function auditList(criteria: AuditCriteria): KeysetList {
  const where = and(
    criteria.action ? eq(auditLog.action, criteria.action) : undefined,
    criteria.actorId ? eq(auditLog.actorId, criteria.actorId) : undefined,
    criteria.from ? gte(auditLog.at, criteria.from) : undefined,
    criteria.until ? lt(auditLog.at, criteria.until) : undefined,
  );
  return { name: 'audit', where, segments: [{ where, keys: [byTime, byId], desc: true }] };
}

export function createAuditRepository(db: Db) {
  return {
    page: (criteria: AuditCriteria, cursor: string | undefined, pageSize: number) =>
      keysetPage(db, auditLog, auditList(criteria), { cursor, pageSize }),
  };
}

/** Writes one entry inside the caller's transaction: it commits or rolls back with the change. */
export async function insertAuditEntry(tx: Db, actor: AuditActor, entry: AuditRecord) {
  await tx.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    actorRole: actor.role,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    summary: entry.summary,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
