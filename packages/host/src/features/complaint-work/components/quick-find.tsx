import { Fragment, useId, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CASE_WORK_TEXTS as C, STAFF_COMPLAINT_SCREEN_TEXTS as T } from '@sfc/core';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '../../../lib/services.js';
import { ApiCallError, fetchListPage, pageQueryKey } from '../../../lib/server-state/index.js';
import { useLatestSearchParams } from '../../../lib/use-latest-search-params.js';
import { CASE_SEARCH_ENDPOINT, type SearchHit } from '../api/case-file.js';
import { DeadlineBadge, detailRoute } from './complaint-cells.js';

/** The snippet with the words the server marked (`**word**`) highlighted. */
export function Snippet({ text }: { text: string }) {
  const parts = text.split('**');
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? <mark key={i}>{part}</mark> : <Fragment key={i}>{part}</Fragment>,
      )}
    </>
  );
}

/**
 * One box that finds a complaint by its code, the consumer's identification number or name (with
 * or without accents), ranked by the server, each result with the snippet that matched. The text
 * lives in the URL (`?find=`) so going back to the queue keeps it.
 */
export function QuickFind() {
  const id = useId();
  const [search, setSearch] = useLatestSearchParams();
  const text = search.get('find')?.trim() ?? '';
  const { api } = useServices();
  const query = { q: text, page: 1, page_size: 10 };
  const answer = useQuery({
    queryKey: pageQueryKey(CASE_SEARCH_ENDPOINT, query),
    queryFn: ({ signal }) => fetchListPage<SearchHit>(api, CASE_SEARCH_ENDPOINT, query, signal),
    enabled: text !== '',
  });
  const set = (value: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set('find', value);
      else next.delete('find');
      return next;
    });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    set(String(new FormData(event.currentTarget).get('find') ?? '').trim());
  };
  const data = text ? answer.data : undefined;
  return (
    <section className="quick-find" aria-labelledby={`${id}-title`}>
      <form
        key={`find:${text}`}
        role="search"
        aria-labelledby={`${id}-title`}
        onSubmit={submit}
        className="quick-find__form"
      >
        <div className="staff-filters__field">
          <label id={`${id}-title`} htmlFor={`${id}-q`}>
            {C.findLabel}
          </label>
          <input
            id={`${id}-q`}
            name="find"
            type="search"
            defaultValue={text}
            maxLength={200}
            aria-describedby={`${id}-hint`}
            className="staff-filters__input"
          />
          <p id={`${id}-hint`} className="case-composer__hint">
            {C.findHint}
          </p>
        </div>
        <button type="submit" className="sfc-button-link">
          {C.findSubmit}
        </button>
        {text ? (
          <button type="button" className="sfc-button sfc-button--link" onClick={() => set('')}>
            {C.findClear}
          </button>
        ) : null}
      </form>
      {text === '' ? null : answer.isError ? (
        <p role="alert">{answer.error instanceof ApiCallError ? answer.error.message : T.loading}</p>
      ) : !data ? (
        <p role="status">{T.loading}</p>
      ) : data.results.length === 0 ? (
        <p role="status">{C.findNone}</p>
      ) : (
        <>
          <p role="status">{C.findResults(data.count)}</p>
          <ol className="quick-find__results">
            {data.results.map((hit) => (
              <li key={hit.id}>
                <Link to={detailRoute(hit.codigo_queja)}>{hit.codigo_queja}</Link>{' '}
                <span className="case-composer__hint">{C.findMatch[hit.match] ?? hit.match}</span>
                <p className="quick-find__snippet">
                  <Snippet text={hit.snippet} />
                </p>
                <p className="quick-find__meta">
                  {hit.complaint.entity.name} · {hit.complaint.state.name} ·{' '}
                  <DeadlineBadge deadline={hit.complaint.deadline} />
                </p>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
