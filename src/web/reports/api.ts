import type { Report, ReportExport, ReportRange } from '@shared/reports';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@web/lib/api/client';

export const reportKeys = {
  range: (range: ReportRange) => ['admin', 'reports', range.from, range.to] as const,
};

/** The report of a range of the restaurant's days; the previous one stays shown while it loads. */
export function useReportQuery(range: ReportRange) {
  return useQuery({
    queryKey: reportKeys.range(range),
    queryFn: (): Promise<Report> =>
      unwrap(api.GET('/api/admin/reports', { params: { query: range } })),
    placeholderData: keepPreviousData,
  });
}

/** Where the browser downloads an export (a plain link: the session cookie goes with it). */
export const exportUrl = (kind: ReportExport, range: ReportRange) =>
  `/api/admin/reports/export/${kind}?${new URLSearchParams(range).toString()}`;
