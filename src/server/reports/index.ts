import type { Domain, DomainContext } from '@server/platform/domain';
import { reportsRoutes } from './routes';
import { createReportsService, type ReportsService } from './service';

export type { ReportsService } from './service';

/**
 * The owner's books: a range's figures computed in SQL on the restaurant's
 * clock, and its CSV exports streamed. Read-only: it writes nothing.
 */
export function createReportsDomain(ctx: DomainContext): Domain<ReportsService> {
  const service = createReportsService({ db: ctx.db, timeZone: ctx.config.timeZone });
  return { service, routes: reportsRoutes(service, ctx.db) };
}
