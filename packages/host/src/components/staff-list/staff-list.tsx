import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import { ExcelExport } from '@sfc/widgets/form/excel-export/excel-export.js';
import { useServices } from '../../lib/services.js';
import { ApiCallError, fetchAllPages, usePageQuery } from '../../lib/server-state/index.js';
import { BulkActionBar } from '../bulk-action-bar.js';
import { DataTable, type TableSelection } from './data-table.js';
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
  /** Rows can be selected for actions on several at once, offered in a {@link BulkActionBar}. */
  bulk?: BulkActions<Row>;
}

/** The actions a list offers on several selected rows. */
export interface BulkActions<Row> {
  /** Names a row's checkbox («Seleccionar Bancolombia S.A.»). */
  rowName: (row: Row) => string;
  /** Only rows the server would accept the actions for are offered a checkbox (default all). */
  canSelect?: (row: Row) => boolean;
  /** How the count reads (default «N seleccionadas»). */
  countText?: (n: number) => string;
  /** The toolbar's actions on `selected`; `clear` empties the selection (e.g. after acting). */
  actions: (selected: Row[], clear: () => void) => ReactNode;
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
  bulk,
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
  // The selection belongs to the filters it was made under: other filters start with none.
  const filtersKey = JSON.stringify(params.filters);
  const [picked, setPicked] = useState<{ under: string; rows: ReadonlyMap<string, Row> }>({
    under: filtersKey,
    rows: new Map(),
  });
  const selected = picked.under === filtersKey ? picked.rows : new Map<string, Row>();
  const clearSelection = () => setPicked({ under: filtersKey, rows: new Map() });
  const selection: TableSelection<Row> | undefined = bulk
    ? {
        isSelected: (row) => selected.has(rowKey(row)),
        canSelect: bulk.canSelect ?? (() => true),
        rowName: bulk.rowName,
        setSelected: (rows, on) => {
          const next = new Map(selected);
          for (const row of rows) {
            if (on) next.set(rowKey(row), row);
            else next.delete(rowKey(row));
          }
          setPicked({ under: filtersKey, rows: next });
        },
      }
    : undefined;

  const exportRows = async () => {
    const matching = Object.fromEntries(
      Object.entries(query).filter(([key]) => key !== LIST_KEYS.page && key !== LIST_KEYS.pageSize),
    );
    const rows = await fetchAllPages<Row>(api, endpoint, matching);
    return rows.map((row) =>
      Object.fromEntries(exportColumns.map((column) => [column.key, column.value(row)])),
    );
  };

  // A page's rows are drawn by a background render that yields to the browser every few
  // milliseconds; meanwhile the screen keeps what it showed (the previous page, or the loading
  // state). Drawn at once, the queue's rows held a phone's main thread for a quarter of a second
  // (ADR 0059).
  const data = useDeferredValue(page.data);
  const busy = page.isFetching;
  return (
    <div className="staff-list">
      {filters.length > 0 ? (
        <FilterBar filters={filters} values={params.filters} onApply={setFilters} />
      ) : null}
      {bulk ? (
        <BulkActionBar count={selected.size} countText={bulk.countText} onClear={clearSelection}>
          {bulk.actions([...selected.values()], clearSelection)}
        </BulkActionBar>
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
            selection={selection}
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
