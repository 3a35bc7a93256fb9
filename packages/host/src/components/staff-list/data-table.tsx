import { useId } from 'react';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { STAFF_WORKSPACE_TEXTS as T, WORKSPACE_LAYOUT_TEXTS as L } from '@sfc/core';
import { ScrollRegion } from '@sfc/widgets/form/scroll-region/scroll-region.js';
import { nextOrdering, sortDirection } from './list-params.js';

/** Props of {@link DataTable}. */
export interface DataTableProps<Row> {
  /** TanStack column definitions; a column sorts on the server when it has `meta.sortField`. */
  columns: ColumnDef<Row, unknown>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  caption: string;
  ordering: string | null;
  onOrderingChange: (ordering: string) => void;
  /** The rows on screen belong to the previous request; the next is on its way. */
  busy: boolean;
  /** Rows can be picked with a checkbox in a first column (for a {@link BulkActionBar}). */
  selection?: TableSelection<Row>;
}

/** How the rows of a {@link DataTable} are picked: the list keeps what is picked. */
export interface TableSelection<Row> {
  isSelected: (row: Row) => boolean;
  /** Rows the action would be refused for get no checkbox. */
  canSelect: (row: Row) => boolean;
  /** Names the row's checkbox («Seleccionar Bancolombia S.A.»). */
  rowName: (row: Row) => string;
  /** Picks or drops these rows. */
  setSelected: (rows: Row[], selected: boolean) => void;
}

declare module '@tanstack/react-table' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- the generics must match TanStack's
  interface ColumnMeta<TData, TValue> {
    /** The server's `ordering` field for this column; absent = not sortable. */
    sortField?: string;
    /** Render the cell as the row header (`<th scope="row">`), e.g. the name column. */
    rowHeader?: boolean;
  }
}

/**
 * A page of rows from the server: TanStack Table in manual mode (the server sorts and pages), with
 * a caption saying what is shown and sort buttons in the headers that announce their direction
 * through `aria-sort`. Keyboard users reach every sort button and row action with Tab. The table
 * scrolls in its own region named by the caption (with a hint when it is wider than the screen),
 * its header stays in view, and the "Acciones" column (id `actions`) stays at the right edge.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  caption,
  ordering,
  onOrderingChange,
  busy,
  selection,
}: DataTableProps<Row>) {
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table is the chosen headless table (ADR 0008)
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowKey,
    manualPagination: true,
    manualSorting: true,
  });
  const captionId = `staff-table-caption${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const selectable = selection ? rows.filter(selection.canSelect) : [];
  const pickedOnPage = selection ? selectable.filter(selection.isSelected).length : 0;
  return (
    <ScrollRegion className="staff-table__region" labelledBy={captionId}>
      <table className="staff-table" aria-busy={busy}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selection ? (
                <th scope="col" className="staff-table__select-cell">
                  <input
                    type="checkbox"
                    aria-label={L.selectPage}
                    disabled={selectable.length === 0}
                    checked={selectable.length > 0 && pickedOnPage === selectable.length}
                    ref={(box) => {
                      if (box) box.indeterminate = pickedOnPage > 0 && pickedOnPage < selectable.length;
                    }}
                    onChange={(event) => selection.setSelected(selectable, event.currentTarget.checked)}
                  />
                </th>
              ) : null}
              {group.headers.map((header) => {
                const field = header.column.columnDef.meta?.sortField;
                const label = flexRender(header.column.columnDef.header, header.getContext());
                const direction = field ? sortDirection(ordering, field) : 'none';
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={field ? direction : undefined}
                    className={header.column.id === 'actions' ? 'staff-table__actions-cell' : undefined}
                  >
                    {field ? (
                      <button
                        type="button"
                        className="staff-table__sort"
                        onClick={() => onOrderingChange(nextOrdering(ordering, field))}
                      >
                        {label}
                        <span className="staff-table__sort-icon" aria-hidden="true">
                          {direction === 'ascending' ? '▲' : direction === 'descending' ? '▼' : '↕'}
                        </span>
                        {direction !== 'none' ? (
                          <span className="sfc-visually-hidden">
                            {direction === 'ascending' ? T.sortedAscending : T.sortedDescending}
                          </span>
                        ) : null}
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              className={selection?.isSelected(row.original) ? 'staff-table__row--selected' : undefined}
            >
              {selection ? (
                <td className="staff-table__select-cell">
                  {selection.canSelect(row.original) ? (
                    <input
                      type="checkbox"
                      aria-label={L.selectRow(selection.rowName(row.original))}
                      checked={selection.isSelected(row.original)}
                      onChange={(event) => selection.setSelected([row.original], event.currentTarget.checked)}
                    />
                  ) : null}
                </td>
              ) : null}
              {row.getVisibleCells().map((cell) => {
                const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                return cell.column.columnDef.meta?.rowHeader ? (
                  <th key={cell.id} scope="row">
                    {content}
                  </th>
                ) : (
                  <td
                    key={cell.id}
                    className={cell.column.id === 'actions' ? 'staff-table__actions-cell' : undefined}
                  >
                    {content}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
