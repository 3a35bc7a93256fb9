import { useQueries } from '@tanstack/react-query';
import { formatIsoDate } from '@sfc/core';
import { useServices } from '../../../lib/services.js';
import { useSession } from '../../../lib/use-session.js';
import { fetchListPage, pageQueryKey, useApiRecord } from '../../../lib/server-state/index.js';
import { QUEUE_ENDPOINT, type FilterCondition } from './complaint-work.js';

/** The built-in views of the queue, in the order of the views bar. */
export const VIEW_KEYS = [
  'mine',
  'unassigned',
  'due_today',
  'overdue',
  'waiting_entity',
  'waiting_consumer',
  'all',
] as const;

export type ViewKey = (typeof VIEW_KEYS)[number];

/** Who and when a view is for: its filters depend on the signed-in analyst and the Bogotá day. */
export interface ViewContext {
  userId: number | null;
  today: string;
}

/**
 * The filter of a built-in view, in the columns of the filter builder
 * (staff-complaints-api.md): a view is a named filter, so the builder can refine it further.
 */
export function viewFilters(key: ViewKey, { userId, today }: ViewContext): FilterCondition[] | null {
  switch (key) {
    case 'mine':
      return userId === null ? null : [{ column: 'analyst', operator: 'equals', value: userId }];
    case 'unassigned':
      return [{ column: 'analyst', operator: 'empty' }];
    case 'due_today':
      return [{ column: 'due_day', operator: 'equals', value: today }];
    case 'overdue':
      return [{ column: 'deadline_status', operator: 'equals', value: 'overdue' }];
    case 'waiting_entity':
      return [{ column: 'waiting_on', operator: 'equals', value: 'entity' }];
    case 'waiting_consumer':
      return [{ column: 'waiting_on', operator: 'equals', value: 'consumer' }];
    case 'all':
      return [];
  }
}

/** Whether `key` names a built-in view. */
export const isViewKey = (key: string | null): key is ViewKey =>
  key !== null && (VIEW_KEYS as readonly string[]).includes(key);

/** The signed-in user's id and today's Bogotá day. */
export function useViewContext(): ViewContext {
  const raw = useSession((state) => state.user?.user_id ?? null);
  const id = raw === null || raw === '' ? null : Number(raw);
  return { userId: id !== null && Number.isInteger(id) ? id : null, today: formatIsoDate(new Date()) };
}

/** The count of one view: `null` while loading or when the server cannot count it. */
export interface ViewCount {
  key: string;
  name?: string;
  /** A saved view's id (deletable by its owner); `null` for the predefined ones. */
  id?: number | null;
  shared?: boolean;
  owner?: { id: number; name: string } | null;
  filters: FilterCondition[] | null;
  count: number | null;
  estimate: boolean;
  failed: boolean;
}

export const VIEWS_ENDPOINT = '/case_work/views/';

/** One view as `GET /case_work/views/` answers it (case-work-api.md). */
export interface ServerView {
  key: string;
  name: string;
  kind: 'predefined' | 'saved';
  id: number | null;
  shared: boolean;
  owner: { id: number; name: string } | null;
  filters: FilterCondition[];
  count: number | null;
  count_is_estimate: boolean;
}

/**
 * The views bar: the server's views with their counts (predefined and saved), plus «Todas». While
 * the server does not answer them, each predefined view is counted with one queue page.
 */
export function useQueueViews(context: ViewContext): { views: ViewCount[]; saved: boolean } {
  const server = useApiRecord<{ results: ServerView[] }>(VIEWS_ENDPOINT);
  const local = useViewCounts(context, server.isError);
  if (server.data) {
    const views: ViewCount[] = server.data.results.map((v) => ({
      key: v.key,
      name: v.name,
      id: v.id,
      shared: v.shared,
      owner: v.owner,
      filters: v.filters,
      count: v.count,
      estimate: v.count_is_estimate,
      failed: false,
    }));
    const all = local.find((v) => v.key === 'all');
    return { views: all ? [...views, all] : views, saved: true };
  }
  return { views: server.isError ? local : local.filter((v) => v.key === 'all'), saved: false };
}

/**
 * The counters of the views bar: one `page_size=1` page per view (the queue's own count, an
 * estimate past 10,000 rows as the server marks it), cached like the queue's pages so a write
 * to the queue refreshes them.
 */
function useViewCounts(context: ViewContext, predefined: boolean): ViewCount[] {
  const { api } = useServices();
  const keys = predefined ? VIEW_KEYS : (['all'] as const);
  const specs = keys.map((key) => ({ key, filters: viewFilters(key, context) }));
  const results = useQueries({
    queries: specs.map(({ filters }) => {
      const query = { page: 1, page_size: 1, filters: JSON.stringify(filters ?? []) };
      return {
        queryKey: [...pageQueryKey(QUEUE_ENDPOINT, query), 'count'],
        queryFn: ({ signal }: { signal: AbortSignal }) => fetchListPage(api, QUEUE_ENDPOINT, query, signal),
        enabled: filters !== null,
        retry: false,
        staleTime: 30_000,
      };
    }),
  });
  return specs.map(({ key, filters }, i) => {
    const result = results[i]!;
    return {
      key,
      filters,
      count: result.data?.count ?? null,
      estimate: result.data?.countIsEstimate ?? false,
      failed: result.isError || filters === null,
    };
  });
}
