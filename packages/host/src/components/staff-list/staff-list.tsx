import { useMemo, useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import { ExcelExport } from '@sfc/widgets/form/excel-export/excel-export.js';
import { useServices } from '../../lib/services.js';
import { ApiCallError, fetchAllPages, usePageQuery } from '../../lib/server-state/index.js';
import { DataTable } from './data-table.js';
import { FilterBar, type ListFilter } from './filter-bar.js';
import { LIST_KEYS, listQuery } from './list-params.js';
import { ListPager } from './list-pager.js';
import { ListEmpty, ListError, ListLoading } from './list-states.js';
import { useListParams } from './use-list-params.js';

/** One exported column: its header and how a row's value reads in the file. */
export interface ExportColumnDef<Row> {
  key: string;
  header: string;
  value: (row: Row) => string | number | boolean | null;
}

/** Props of {@link StaffList}. */
export interface StaffListProps<Row> {
  /** What the list is ("Usuarios"): in the caption, the pager's name and the export. */
  title: string;
  /** The list endpoint, e.g. `/company_list/`. */
  endpoint: string;
  columns: ColumnDef<Row, unknown>[];
  rowKey: (row: Row) => string;
  filters?: readonly ListFilter[];
  /** Parameters every call of this screen sends (e.g. the role whose users are listed). */
  fixedQuery?: Readonly<Record<string, string>>;
  defaultOrdering?: string | null;
  exportColumns: ReadonlyArray<ExportColumnDef<Row>>;
  /** File name of the export, without extension. */
  exportFileName: string;
}

/**
 * The one pattern of every staff list: filter bar, a server-paginated sortable table, pager and
 * export (xlsx by default, xls, csv; every matching row, fetched page by page). Filters, sort and
 * page live in the URL ({@link useListParams}); the pages come through TanStack Query
 * ({@link usePageQuery}), with loading, empty and error states.
 */
export function StaffList<Row>({
  title,
  endpoint,
  columns,
  rowKey,
  filters = [],
  fixedQuery,
  defaultOrdering = null,
  exportColumns,
  exportFileName,
}: StaffListProps<Row>) {
  const { api } = useServices();
  const filterKeys = useMemo(() => filters.map((filter) => filter.key), [filters]);
  const { params, setFilters, setOrdering, setPage, setPageSize } = useListParams(
    filterKeys,
    defaultOrdering,
  );
  const query = useMemo(() => listQuery(params, fixedQuery), [params, fixedQuery]);
  const page = usePageQuery<Row>(endpoint, query);
  const [exported, setExported] = useState<number | null>(null);
  const filtered = Object.keys(params.filters).length > 0;

  const exportRows = async () => {
    const matching = Object.fromEntries(
      Object.entries(query).filter(([key]) => key !== LIST_KEYS.page && key !== LIST_KEYS.pageSize),
    );
    const rows = await fetchAllPages<Row>(api, endpoint, matching);
    return rows.map((row) =>
      Object.fromEntries(exportColumns.map((column) => [column.key, column.value(row)])),
    );
  };

  const data = page.data;
  const busy = page.isFetching;
  return (
    <div className="staff-list">
      {filters.length > 0 ? (
        <FilterBar
          // Remounted when the URL's filters change (back button) or a select's options arrive.
          key={`${JSON.stringify(params.filters)}:${filters.map((f) => (f.kind === 'select' ? f.options.length : 0)).join()}`}
          filters={filters}
          values={params.filters}
          onApply={setFilters}
        />
      ) : null}
      <p role="status" className="staff-list__busy">
        {busy && data ? T.listUpdating : ''}
      </p>
      {page.isError && !page.isPlaceholderData ? (
        <ListError
          message={page.error instanceof ApiCallError ? page.error.failure.message : undefined}
          onRetry={() => void page.refetch()}
        />
      ) : data === undefined ? (
        <ListLoading />
      ) : data.results.length === 0 ? (
        <ListEmpty filtered={filtered} />
      ) : (
        <>
          <DataTable
            columns={columns}
            rows={data.results}
            rowKey={rowKey}
            caption={T.listCaption(title, data.currentPage, data.pages, data.count, data.countIsEstimate)}
            ordering={params.ordering}
            onOrderingChange={setOrdering}
            busy={busy}
          />
          <ListPager
            title={title}
            page={data.currentPage}
            pages={data.pages}
            pageSize={params.pageSize}
            busy={busy}
            onPage={setPage}
            onPageSize={setPageSize}
          />
        </>
      )}
      <section className="staff-list__export" aria-label={T.exportHeading}>
        <ExcelExport
          rows={exportRows}
          columns={exportColumns.map(({ key, header }) => ({ key, header }))}
          fileName={exportFileName}
          sheetName={title}
          disabled={!data || data.count === 0}
          onExported={(result) => setExported(result.rows)}
        />
        <p role="status" className="staff-list__exported">
          {exported === null ? '' : T.exportDone(exported)}
        </p>
      </section>
    </div>
  );
}
