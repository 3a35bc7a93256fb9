/** `GET/POST /complaint_sample/` and one sample's calls (module 13 «Muestras»). */
export const SAMPLES_ENDPOINT = '/complaint_sample/';

/** The path of one sample. */
export const samplePath = (id: number | string) => `${SAMPLES_ENDPOINT}${encodeURIComponent(String(id))}/`;

/** The paged complaints of one sample. */
export const sampleComplaintsPath = (id: number | string) => `${samplePath(id)}complaints/`;

/** One sampled complaint and its evaluation. */
export const sampleComplaintPath = (id: number | string, code: string) =>
  `${sampleComplaintsPath(id)}${encodeURIComponent(code)}/`;

/** The verdict of one complaint on one criterion (PUT). */
export const evaluationPath = (id: number | string, code: string, criterion: number | string) =>
  `${sampleComplaintPath(id, code)}evaluations/${encodeURIComponent(String(criterion))}/`;

/** Every criterion, active or not (GET); `/criterion/` (POST) and `/criterion/{id}/` (PATCH) manage them. */
export const CRITERIA_ENDPOINT = '/complaint_sample/criteria/';
export const CRITERION_ENDPOINT = '/criterion/';
export const criterionPath = (id: number) => `${CRITERION_ENDPOINT}${id}/`;

/** A sample as the list shows it. */
export interface SampleSummary {
  id: number;
  name: string;
  entities: string[];
  entity_ids: number[];
  period_from: string;
  period_to: string;
  strata: string;
  strata_label: string;
  confidence: number;
  margin: number;
  seed: string;
  population_count: number;
  sample_size: number;
  evaluations: number;
  progress: number;
  created_by: string | null;
  created_at: string;
}

/** The tally of verdicts of a criterion or an entity. */
export interface Tally {
  cumple: number;
  no_cumple: number;
  no_aplica: number;
  compliance: number | null;
}

/** A sample with its design and results. */
export interface SampleDetail extends SampleSummary {
  z: number;
  proportion: number;
  method: string;
  allocation: { stratum: string; label: string; population: number; size: number }[];
  reproduce: string;
  complaints_evaluated: number;
  criteria: Array<{ id: number; name: string } & Tally>;
  by_entity: Array<{ id: number; name: string } & Tally>;
}

/** One complaint of a sample. */
export interface SampleItem {
  position: number;
  id: number;
  codigo_queja: string;
  entity: string;
  producto_nombre: string | null;
  canal: string | null;
  fecha_cierre: string | null;
  stratum: string;
  verdicts: Record<string, string>;
  evaluated: number;
}

/** One sampled complaint with its evaluation per criterion. */
export interface SampleComplaint extends SampleItem {
  sample_id: number;
  consumer_name: string;
  texto_queja: string;
  evaluations: Array<{
    criterion: { id: number; name: string };
    verdict: string | null;
    verdict_label: string | null;
    comment: string;
    evaluator: string | null;
    evaluated_at: string | null;
  }>;
}

/** A criterion of the managed list. */
export interface Criterion {
  id: number;
  name: string;
  is_active: boolean;
}
