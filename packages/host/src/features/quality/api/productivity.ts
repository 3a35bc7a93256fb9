/** `GET /complaint_productivity/` (per analyst), its evaluations and detail; the chart call (modules 14, 19). */
export const PRODUCTIVITY_ENDPOINT = '/complaint_productivity/';
export const PRODUCTIVITY_EVALUATIONS_ENDPOINT = '/complaint_productivity/evaluations/';
export const productivityDetailPath = (complaintId: number | string, criterionId: number | string) =>
  `${PRODUCTIVITY_ENDPOINT}detail/${encodeURIComponent(String(complaintId))}/${encodeURIComponent(String(criterionId))}/`;
export const productivityChartPath = (groupBy: 'analyst' | 'direction') =>
  `/dashboard/complaint_productivity/${groupBy}/`;

/** One analyst's figures. */
export interface ProductivityRow {
  analyst: { id: number; name: string };
  direction: { id: number; name: string } | null;
  assigned: number;
  handled: number;
  closed: number;
  average_business_days: number | null;
  p90_business_days: number | null;
  evaluations: number;
}

/** One recorded verdict. */
export interface EvaluationRow {
  key: string;
  evaluator: { id: number; name: string };
  complaint: { id: number; codigo_queja: string; entity: string };
  criterion: { id: number; name: string };
  verdict: string;
  verdict_label: string;
  sample: { id: number; name: string };
  evaluated_at: string | null;
}

/** The evaluations of one complaint in one criterion. */
export interface EvaluationDetail {
  complaint: { id: number; codigo_queja: string; entity: string; texto_queja: string };
  criterion: { id: number; name: string };
  evaluations: Array<{
    sample: { id: number; name: string };
    verdict: string;
    verdict_label: string;
    comment: string;
    evaluator: string;
    evaluated_at: string | null;
  }>;
}

/** The chart call's answer. */
export interface ProductivityChart {
  title: string;
  fecha_inicio: string;
  fecha_fin: string;
  group_by: 'analyst' | 'direction';
  chart: { type: string; labels: string[]; datasets: Array<{ label: string; data: number[] }> };
  rows: Array<
    {
      name: string;
      assigned: number;
      handled: number;
      closed: number;
      evaluations: number;
    } & Partial<ProductivityRow>
  >;
  total: number;
}
