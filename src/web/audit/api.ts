import type { AuditAction } from '@shared/audit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api/client';

/** The audit log's filters as the address holds them (all optional). */
export interface AuditFilters {
  action?: AuditAction;
  actor?: string;
  from?: string;
  to?: string;
}

/** One page of the audit log (owner only), newest first; `cursor` goes as `before`. */
export function useAuditQuery(filters: AuditFilters, cursor: string | undefined) {
  return useQuery({
    queryKey: ['admin', 'audit', filters, cursor ?? ''] as const,
    queryFn: ({ signal }) =>
      unwrap(
        api.GET('/api/admin/audit', { params: { query: { ...filters, before: cursor } }, signal }),
      ),
    placeholderData: keepPreviousData,
  });
}
