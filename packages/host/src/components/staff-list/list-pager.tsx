import { useId } from 'react';
import { STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import { PAGE_SIZES } from './list-params.js';

/** Props of {@link ListPager}. */
export interface ListPagerProps {
  title: string;
  page: number;
  pages: number;
  pageSize: number;
  busy: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** First, previous, "Página n de m", next and last, and the rows per page. */
export function ListPager({ title, page, pages, pageSize, busy, onPage, onPageSize }: ListPagerProps) {
  const sizeId = useId();
  const button = (label: string, target: number, disabled: boolean) => (
    <button
      type="button"
      className="sfc-button-link sfc-button-link--secondary"
      disabled={disabled || busy}
      onClick={() => onPage(target)}
    >
      {label}
    </button>
  );
  return (
    <nav className="staff-pager" aria-label={T.pagingLabel(title)}>
      <div className="staff-pager__pages">
        {button(T.firstPage, 1, page <= 1)}
        {button(T.previousPage, page - 1, page <= 1)}
        <span className="staff-pager__position">{T.pageOf(page, pages)}</span>
        {button(T.nextPage, page + 1, page >= pages)}
        {button(T.lastPage, pages, page >= pages)}
      </div>
      <div className="staff-pager__size">
        <label htmlFor={sizeId}>{T.pageSizeLabel}</label>
        <select
          id={sizeId}
          className="staff-filters__input"
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
    </nav>
  );
}
