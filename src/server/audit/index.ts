import type { Domain, DomainContext } from '@server/platform/domain';
import { auditRoutes } from './routes';
import { type AuditService, createAuditService } from './service';

export type { AuditActor, AuditRecord } from './repository';
export { type AuditService, changedFields, recordAudit } from './service';

/**
 * The audit log. Other domains call `recordAudit(tx, entry)` inside the
 * transaction of each staff change; the owner reads the log on /admin/audit.
 */
export function createAuditDomain(ctx: DomainContext): Domain<AuditService> {
  const service = createAuditService({ db: ctx.db, config: ctx.config });
  return { service, routes: auditRoutes(service) };
}
