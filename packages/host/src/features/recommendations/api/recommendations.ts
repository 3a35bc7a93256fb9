import type { RecommendationStatus } from '@sfc/core';

/** `GET /dcf/recommendations/list/`: the caller's queue, one row per recommendation and entity. */
export const RECOMMENDATIONS_ENDPOINT = '/dcf/recommendations/list/';

/** `GET /dcf/recommendations/entities/`: the entities the caller may address. */
export const RECOMMENDATION_ENTITIES_ENDPOINT = '/dcf/recommendations/entities/';

/** `POST /dcf/recommendations/create/`: a new draft. */
export const RECOMMENDATION_CREATE_PATH = '/dcf/recommendations/create/';

/** `GET /dcf/recommendations/{id}/company`: the recommendation and the caller's copies. */
export const recommendationPath = (id: number | string) =>
  `/dcf/recommendations/${encodeURIComponent(String(id))}/company`;

/** `PATCH /dcf/recommendations/{id}/` `{is_active}`. */
export const recommendationActivePath = (id: number | string) =>
  `/dcf/recommendations/${encodeURIComponent(String(id))}/`;

/** `PUT /dcf/recommendations/{id}/step/{n}/`. */
export const recommendationStepPath = (id: number | string, n: number) =>
  `/dcf/recommendations/${encodeURIComponent(String(id))}/step/${n}/`;

/** `POST /dcf/recommendations/{id}/finish/`: issue the draft. */
export const recommendationFinishPath = (id: number | string) =>
  `/dcf/recommendations/${encodeURIComponent(String(id))}/finish/`;

/** The follow-up endpoints (JSON or multipart with `target`). */
export const FOLLOW_UP_PATHS = {
  action_plan: '/dcf/recommendations/action-plans/',
  progress_report: '/dcf/recommendations/progress-reports/',
  tracing: '/dcf/recommendations/tracing-recommendations/',
  answer: '/dcf/recommendations/answer/',
  close: '/dcf/recommendations/close/',
} as const;

/** A queue row. */
export interface RecommendationRow {
  id: number;
  code: string;
  title: string;
  state: 'draft' | 'issued';
  is_active: boolean;
  issuer_name: string;
  updated_at: string;
  target_id: number | null;
  entity: { id: number; name: string } | null;
  status: RecommendationStatus | 'draft';
  status_name: string;
  due_day: string | null;
  due_status: string;
  due_status_name: string;
}

/** One follow-up event. */
export interface FollowUpEvent {
  id: number;
  kind: string;
  kind_name: string;
  at: string;
  user: string | null;
  text: string | null;
  data: { actions?: { action: string; owner: string; due: string }[]; progress?: number } | null;
  files: { id_storage: number; name: string; size: number }[];
}

/** One entity's copy. */
export interface RecommendationTarget {
  id: number;
  entity: { id: number; name: string };
  status: RecommendationStatus;
  status_name: string;
  due_day: string | null;
  due_status: string;
  due_status_name: string;
  events: FollowUpEvent[];
}

/** A recommendation as `{id}/company` answers it. */
export interface Recommendation {
  id: number;
  title: string;
  finding: string;
  recommendation: string;
  legal_basis: string | null;
  plan_term_days: number;
  state: 'draft' | 'issued';
  is_active: boolean;
  issuer: { id: number; kind: 'authority' | 'dcf'; name: string };
  issued_at: string | null;
  steps: { n: number; key: string; title: string; saved: boolean }[];
  draft_entities: { id: number; name: string }[];
  can_issue_steps: boolean;
  side: 'issuer' | 'entity' | 'observer';
  targets: RecommendationTarget[];
}
