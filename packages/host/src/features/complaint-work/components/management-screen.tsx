import { useEffect, useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { CASE_WORK_TEXTS as C, PATHS, STAFF_COMPLAINT_SCREEN_TEXTS as T } from '@sfc/core';
import {
  applyServerFailure,
  FormSelect,
  PortalForm,
  usePortalForm,
  type FormProblem,
} from '../../../components/form/index.js';
import { LIST_KEYS, listQuery } from '../../../components/staff-list/list-params.js';
import { useListParams } from '../../../components/staff-list/use-list-params.js';
import { StaffList } from '../../../components/staff-list/staff-list.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { BulkActionBar } from '../../../components/bulk-action-bar.js';
import { ApiCallError, useApiWrite, usePageQuery } from '../../../lib/server-state/index.js';
import { useLatestSearchParams } from '../../../lib/use-latest-search-params.js';
import { QUEUE_ENDPOINT, type ComplaintRow, type FilterCondition } from '../api/complaint-work.js';
import { useFilterValues } from '../api/use-filter-values.js';
import { COMPLAINT_COLUMNS, COMPLAINT_EXPORT, REGIME_COLUMN, REGIME_EXPORT } from './complaint-cells.js';
import { readFilters } from './filter-builder.js';
import { QueueFilterBar } from './queue-filter-bar.js';
import { useQueueViews, useViewContext } from '../api/case-views.js';
import { readQueueMemory, writeQueueMemory } from '../hooks/queue-memory-store.js';
import { viewName, ViewsBar } from './views-bar.js';
import { QuickFind } from './quick-find.js';

const DEFAULT_ORDERING = '-fecha_creacion';

/**
 * Remembers the queue as shown (view, filters, page, ordering, the page's codes and the scroll),
 * and puts the scroll back when the analyst returns to the same URL from a case.
 */
function useQueueMemory(fixedQuery: Readonly<Record<string, string>> | undefined, viewLabel: string) {
  const location = useLocation();
  const url = `${location.pathname}${location.search}`;
  const { params } = useListParams([], DEFAULT_ORDERING);
  const query = useMemo(() => listQuery(params, fixedQuery), [params, fixedQuery]);
  const page = usePageQuery<ComplaintRow>(QUEUE_ENDPOINT, query);
  const codes = useMemo(() => page.data?.results.map((r) => r.codigo_queja) ?? null, [page.data]);
  const [restoreTo] = useState(() => {
    const memory = readQueueMemory();
    return memory && memory.url === url ? memory.scrollY : null;
  });
  useEffect(() => {
    writeQueueMemory({ url, viewLabel, query, ...(codes ? { codes } : {}) });
  }, [url, viewLabel, query, codes]);
  useEffect(() => {
    if (codes !== null && restoreTo !== null && restoreTo > 0) window.scrollTo(0, restoreTo);
  }, [codes, restoreTo]);
  useEffect(() => {
    const save = () => writeQueueMemory({ scrollY: window.scrollY });
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);
}

/** The builder's filters held in the URL (`?filters=[...]`), so a filtered queue can be bookmarked. */
export function useUrlFilters(): [FilterCondition[], string, (next: FilterCondition[]) => void] {
  const [search, setSearch] = useLatestSearchParams();
  const raw = search.get('filters') ?? '';
  const conditions = useMemo(() => readFilters(raw), [raw]);
  const apply = (next: FilterCondition[]) =>
    setSearch((current) => {
      const params = new URLSearchParams(current);
      params.delete(LIST_KEYS.page);
      // Refined filters are no longer the named view.
      params.delete('view');
      if (next.length > 0) params.set('filters', JSON.stringify(next));
      else params.delete('filters');
      return params;
    });
  return [conditions, conditions.length > 0 ? JSON.stringify(conditions) : '', apply];
}

const QUEUE_EXPORT = COMPLAINT_EXPORT.flatMap((column) =>
  column.key === 'due' ? [column, REGIME_EXPORT] : [column],
);

/**
 * `/dashboard/complaints/management`: the queue, its filter builder folded into a compact bar and,
 * while rows are selected, the bulk assignment in a bulk action bar.
 */
export function ManagementScreen() {
  const [conditions, json, applyFilters] = useUrlFilters();
  const [selected, setSelected] = useState<ReadonlyMap<number, string>>(new Map());
  // Kept outside the bulk bar, which folds away once the assigned rows are unselected.
  const [done, setDone] = useState<string>('');
  const toggle = (row: ComplaintRow, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(row.id, row.codigo_queja);
      else next.delete(row.id);
      return next;
    });
  const columns = useMemo<ColumnDef<ComplaintRow, unknown>[]>(
    () => [
      {
        id: 'select',
        header: () => <span className="sfc-visually-hidden">{T.selectRow('')}</span>,
        cell: ({ row }) => (
          <input
            type="checkbox"
            aria-label={T.selectRow(row.original.codigo_queja)}
            checked={selected.has(row.original.id)}
            onChange={(event) => toggle(row.original, event.target.checked)}
          />
        ),
      },
      // The regime next to the deadline it decides.
      ...COMPLAINT_COLUMNS.flatMap((column) =>
        column.id === 'deadline' ? [column, REGIME_COLUMN] : [column],
      ),
    ],
    [selected],
  );
  const fixedQuery = useMemo(() => (json ? { filters: json } : undefined), [json]);
  const context = useViewContext();
  const { views, saved } = useQueueViews(context);
  const [search] = useLatestSearchParams();
  const currentKey = search.get('view');
  const current = views.find((v) => v.key === currentKey);
  useQueueMemory(fixedQuery, current ? viewName(current) : C.views.all!);

  return (
    <>
      <h1>{T.managementTitle}</h1>
      <p className="lead">{T.managementIntro}</p>
      <p>
        <Link to={`${PATHS.dashboard}/complaints/management/templates`}>{C.templates.link}</Link>
      </p>
      <QuickFind />
      <ViewsBar
        views={views}
        current={currentKey}
        filters={conditions}
        canSave={saved}
        userId={context.userId}
      />
      <QueueFilterBar conditions={conditions} json={json} onApply={applyFilters} />
      <p role="status" className="complaint-assign__done">
        {done}
      </p>
      <BulkActionBar count={selected.size} onClear={() => setSelected(new Map())}>
        <AssignForm
          selected={selected}
          onAssigned={(message) => {
            setDone(message);
            setSelected(new Map());
          }}
        />
      </BulkActionBar>
      <StaffList
        title={T.queueTitle}
        endpoint={QUEUE_ENDPOINT}
        columns={columns}
        rowKey={(r) => String(r.id)}
        fixedQuery={fixedQuery}
        defaultOrdering="-fecha_creacion"
        exportColumns={QUEUE_EXPORT}
        exportFileName={T.queueFileName}
      />
    </>
  );
}

interface AssignValues {
  direction: string | number | null;
  analyst: string | number | null;
}

const ASSIGN_LABELS = { direction: T.assignDirection, analyst: T.assignAnalyst };

/** Assigns the selected complaints to a direction and, optionally, an analyst (one POST, all or nothing). */
export function AssignForm({
  selected,
  onAssigned,
}: {
  selected: ReadonlyMap<number, string>;
  onAssigned: (message: string) => void;
}) {
  const directions = useFilterValues('direction');
  const analysts = useFilterValues('analyst');
  const write = useApiWrite<{ updated: number }>([QUEUE_ENDPOINT]);
  const form = usePortalForm<AssignValues>({ defaultValues: { direction: null, analyst: null } });

  async function assign(values: AssignValues): Promise<FormProblem | null> {
    if (selected.size === 0) return { message: T.assignNothingSelected, general: false };
    try {
      const answer = await write.mutateAsync({
        method: 'POST',
        path: QUEUE_ENDPOINT,
        body: {
          action: 'assign',
          ids: [...selected.keys()],
          direction: Number(values.direction),
          analyst: values.analyst === null || values.analyst === '' ? null : Number(values.analyst),
        },
      });
      onAssigned(T.assigned(answer.updated));
      return null;
    } catch (error) {
      if (error instanceof ApiCallError) return applyServerFailure(form, error.failure);
      throw error;
    }
  }

  return (
    <div className="complaint-assign">
      <PortalForm
        form={form}
        onValid={assign}
        labels={ASSIGN_LABELS}
        className="sfc-form portal-form complaint-assign__form"
      >
        <FormSelect name="direction" label={T.assignDirection} required options={directions} />
        <FormSelect name="analyst" label={T.assignAnalyst} options={analysts} />
        <div className="form-actions">
          <SubmitButton busy={write.isPending} busyLabel={T.saving}>
            {T.assignSubmit}
          </SubmitButton>
        </div>
      </PortalForm>
    </div>
  );
}
