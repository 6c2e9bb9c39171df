import type { AuditAction, AuditSubjectType } from '@shared/audit';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row per staff action, written in the transaction of the change it
 * describes. The actor's e-mail and role are copied as they were, so a later role change or
 * deactivation does not rewrite history. Never editable: a trigger of the migration refuses
 * UPDATE and DELETE (0031_audit_log.sql).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id').notNull(),
    actorEmail: text('actor_email').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    subjectType: text('subject_type').$type<AuditSubjectType>().notNull(),
    subjectId: text('subject_id').notNull(),
    summary: text('summary').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  // The list's keyset orders, whole and filtered by action or by person: read backwards for
  // newest first (ORDER BY at DESC, id DESC), as the order lists' indexes are.
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_action_at_idx').on(t.action, t.at, t.id),
    index('audit_log_actor_at_idx').on(t.actorId, t.at, t.id),
  ],
);

export type AuditRow = typeof auditLog.$inferSelect;
