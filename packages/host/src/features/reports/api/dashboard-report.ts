import { useQuery } from '@tanstack/react-query';
import { MESSAGES } from '@sfc/core';
import { isReportData, type ReportData } from '@sfc/widgets/elements/report-viewer/report-calls.js';
import { ApiCallError } from '../../../lib/server-state/index.js';
import { useServices } from '../../../lib/services.js';

/** What a dashboard report is asked for: the period, the entity and the report's own options. */
export interface DashboardReportQuery {
  /** `POST /dashboard/<path>/`. */
  path: string;
  start: string;
  end: string;
  /** A company id, or '' for every entity the user may see. */
  entity: string;
  /** Extra body fields (`agrupar_por`, `departamento`). */
  options: Readonly<Record<string, string>>;
}

/** The request body of {@link DashboardReportQuery}. */
export function dashboardReportBody(query: DashboardReportQuery): Record<string, unknown> {
  return {
    fecha_inicio: query.start,
    fecha_fin: query.end,
    ...(query.entity ? { entidades: [Number(query.entity)] } : {}),
    ...query.options,
  };
}

/**
 * `POST /dashboard/<path>/` for `query` (none while it is `null`: nothing asked yet), cached by
 * the whole query; a refused call rejects with {@link ApiCallError}.
 */
export function useDashboardReport(query: DashboardReportQuery | null) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['dashboard-report', query],
    enabled: query !== null,
    queryFn: async (): Promise<ReportData> => {
      const q = query as DashboardReportQuery;
      const result = await api.post<unknown>(`/dashboard/${q.path}/`, dashboardReportBody(q));
      if (!result.ok) throw new ApiCallError(result);
      if (!isReportData(result.data)) {
        throw new ApiCallError({
          ok: false,
          status: result.status,
          data: result.data,
          message: MESSAGES.invalidServerResponse,
          reason: 'invalid-response',
        });
      }
      return result.data;
    },
    retry: false,
  });
}
