import { useId, useMemo, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { STAFF_COMPLAINT_SCREEN_TEXTS as T, STAFF_WORKSPACE_TEXTS as W } from '@sfc/core';
import { DataTable } from '../../../components/staff-list/data-table.js';
import { DEFAULT_PAGE_SIZE, LIST_KEYS } from '../../../components/staff-list/list-params.js';
import { ListPager } from '../../../components/staff-list/list-pager.js';
import { ListError, ListLoading } from '../../../components/staff-list/list-states.js';
import { useServices } from '../../../lib/services.js';
import { ApiCallError, readListPage } from '../../../lib/server-state/index.js';
import { SEARCH_ENDPOINT, type ComplaintRow, type FilterCondition } from '../api/complaint-work.js';
import { COMPLAINT_COLUMNS } from './complaint-cells.js';
import { FilterBuilder } from './filter-builder.js';
import { useUrlFilters } from './management-screen.js';

const COLUMNS: ColumnDef<ComplaintRow, unknown>[] = [
  ...COMPLAINT_COLUMNS.map((column) => ({ ...column, meta: { ...column.meta, sortField: undefined } })),
  { id: 'rank', header: T.rank, accessorFn: (r) => (r.rank ?? 0).toFixed(3) },
];

/** One page of `POST /dashboard/complaint_search/` (text and filters in the body, the page in the query). */
function useSearchPage(text: string, filters: readonly FilterCondition[], page: number, pageSize: number) {
  const { api } = useServices();
  return useQuery({
    queryKey: ['page', SEARCH_ENDPOINT, { text, filters, page, pageSize }],
    enabled: text !== '',
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) => {
      const answer = await api.request('POST', SEARCH_ENDPOINT, {
        query: { page, page_size: pageSize },
        body: { text, filters },
        signal,
      });
      const result = readListPage<ComplaintRow>(answer, page);
      if (!result.ok) throw new ApiCallError(result);
      // A broad search ranks only its newest matches (`more_matches`, ADR 0020).
      const moreMatches = (answer.data as { more_matches?: unknown }).more_matches === true;
      return { ...result.data, moreMatches };
    },
  });
}

/** `/dashboard/complaints/search`: free text (Spanish-aware, ranked) with the builder's filters. */
export function ComplaintSearchScreen() {
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const [conditions, json, applyFilters] = useUrlFilters();
  const text = search.get('q')?.trim() ?? '';
  const page = Math.max(1, Number.parseInt(search.get(LIST_KEYS.page) ?? '1', 10) || 1);
  const pageSize = Number.parseInt(search.get(LIST_KEYS.pageSize) ?? '', 10) || DEFAULT_PAGE_SIZE;
  const filters = useMemo(() => conditions, [conditions]);
  const answer = useSearchPage(text, filters, page, pageSize);
  const set = (changes: Record<string, string | null>) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      return next;
    });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    set({ q: String(new FormData(event.currentTarget).get('q') ?? '').trim(), [LIST_KEYS.page]: null });
  };
  const data = answer.data;
  return (
    <>
      <h1>{T.searchTitle}</h1>
      <p className="lead">{T.searchIntro}</p>
      <form
        key={`text:${text}`}
        className="staff-filters"
        role="search"
        aria-label={T.searchTitle}
        onSubmit={submit}
      >
        <div className="staff-filters__field">
          <label htmlFor={`${id}-q`}>{T.searchText}</label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            className="staff-filters__input"
            defaultValue={text}
            maxLength={200}
          />
        </div>
        <div className="staff-filters__actions">
          <button type="submit" className="sfc-button-link">
            {T.searchSubmit}
          </button>
        </div>
      </form>
      <FilterBuilder key={`filters:${json}`} conditions={conditions} onApply={applyFilters} />
      <section aria-labelledby={`${id}-results`}>
        <h2 id={`${id}-results`}>{T.searchResults}</h2>
        <p role="status" className="staff-list__busy">
          {answer.isFetching && data ? W.listUpdating : ''}
        </p>
        {text === '' ? (
          <p>{T.searchPrompt}</p>
        ) : answer.isError && !answer.isPlaceholderData ? (
          <ListError
            message={answer.error instanceof ApiCallError ? answer.error.failure.message : undefined}
            onRetry={() => void answer.refetch()}
          />
        ) : !data ? (
          <ListLoading />
        ) : data.results.length === 0 ? (
          <p>{T.searchNone}</p>
        ) : (
          <>
            {data.moreMatches ? <p>{T.searchLimited(data.count)}</p> : null}
            <DataTable
              columns={COLUMNS}
              rows={data.results}
              rowKey={(r) => String(r.id)}
              caption={W.listCaption(
                T.searchResults,
                data.currentPage,
                data.pages,
                data.count,
                data.countIsEstimate,
              )}
              ordering={null}
              onOrderingChange={() => undefined}
              busy={answer.isFetching}
            />
            <ListPager
              title={T.searchResults}
              page={data.currentPage}
              pages={data.pages}
              pageSize={pageSize}
              busy={answer.isFetching}
              onPage={(next) => set({ [LIST_KEYS.page]: next > 1 ? String(next) : null })}
              onPageSize={(size) =>
                set({
                  [LIST_KEYS.pageSize]: size === DEFAULT_PAGE_SIZE ? null : String(size),
                  [LIST_KEYS.page]: null,
                })
              }
            />
          </>
        )}
      </section>
    </>
  );
}
