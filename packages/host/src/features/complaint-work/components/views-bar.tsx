import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CASE_WORK_TEXTS as C, readFailure } from '@sfc/core';
import { ApiCallError, useApiWrite } from '../../../lib/server-state/index.js';
import { QUEUE_ENDPOINT, type FilterCondition } from '../api/complaint-work.js';
import { VIEWS_ENDPOINT, type ViewCount } from '../api/case-views.js';

/** The query string that opens a view: its key and its filters (the builder then shows them). */
export function viewSearch(view: Pick<ViewCount, 'key' | 'filters'>): string {
  const params = new URLSearchParams({ view: view.key });
  if (view.filters && view.filters.length > 0) params.set('filters', JSON.stringify(view.filters));
  return `?${params.toString()}`;
}

/** The name a view shows. */
export const viewName = (view: Pick<ViewCount, 'key' | 'name'>) => view.name ?? C.views[view.key] ?? view.key;

/** Props of {@link ViewsBar}. */
export interface ViewsBarProps {
  views: readonly ViewCount[];
  /** The key of the view on screen (`?view=`), if any. */
  current: string | null;
  /** The builder's filters in force, offered to be saved as a view. */
  filters: readonly FilterCondition[];
  /** Whether the server keeps saved views (else the save form is not offered). */
  canSave: boolean;
  userId: number | null;
}

/**
 * The queue's views as links with their counters («Vencen hoy 3»; «≈» before an estimate), the
 * current one marked for assistive technology, plus the analyst's saved views and the form that
 * saves the filters in force as a new one (personal or shared with the direction).
 */
export function ViewsBar({ views, current, filters, canSave, userId }: ViewsBarProps) {
  const headingId = useId();
  return (
    <nav className="views-bar" aria-label={C.viewsLabel}>
      <ul className="views-bar__list">
        {views.map((view) => {
          const name = viewName(view);
          const mine = view.id != null && view.owner?.id === userId;
          return (
            <li
              key={view.key}
              className={view.id != null ? 'views-bar__item views-bar__item--saved' : 'views-bar__item'}
            >
              <Link
                to={viewSearch(view)}
                aria-current={current === view.key ? 'page' : undefined}
                className="views-bar__link"
              >
                <span>{name}</span>{' '}
                {view.count !== null ? (
                  <>
                    <span className="views-bar__count">{C.viewCount(view.count, view.estimate)}</span>
                    <span className="sfc-visually-hidden">{C.viewCountNoun(view.count)}</span>
                  </>
                ) : view.failed ? (
                  <span className="sfc-visually-hidden">{C.viewCountUnknown}</span>
                ) : null}
              </Link>
              {mine && view.id != null ? <DeleteView id={view.id} name={name} /> : null}
            </li>
          );
        })}
      </ul>
      {canSave && filters.length > 0 ? <SaveView filters={filters} headingId={headingId} /> : null}
    </nav>
  );
}

function DeleteView({ id, name }: { id: number; name: string }) {
  const write = useApiWrite([QUEUE_ENDPOINT]);
  return (
    <button
      type="button"
      className="sfc-button sfc-button--link views-bar__delete"
      aria-label={C.deleteView(name)}
      disabled={write.isPending}
      onClick={() =>
        void write.mutateAsync({ method: 'DELETE', path: `${VIEWS_ENDPOINT}${id}/` }).catch(() => undefined)
      }
    >
      ×
    </button>
  );
}

/** Saves the filters in force as a named view (`POST /case_work/views/`). */
function SaveView({ filters, headingId }: { filters: readonly FilterCondition[]; headingId: string }) {
  const write = useApiWrite([QUEUE_ENDPOINT]);
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState('');
  const nameId = `${headingId}-name`;

  async function save(event: FormEvent) {
    event.preventDefault();
    setDone('');
    if (name.trim() === '') {
      setError(C.savedViewNameRequired);
      return;
    }
    try {
      await write.mutateAsync({
        method: 'POST',
        path: VIEWS_ENDPOINT,
        body: { name: name.trim(), filters, shared },
      });
      setError(null);
      setDone(C.savedViewSaved(name.trim()));
      setName('');
    } catch (failure) {
      if (!(failure instanceof ApiCallError)) throw failure;
      const read = readFailure(failure.failure);
      setError(read.fields.name ?? read.fields.shared ?? read.form ?? failure.message);
    }
  }

  return (
    <form className="views-bar__save" onSubmit={(event) => void save(event)} noValidate>
      <div className="sfc-field">
        <label htmlFor={nameId}>{C.savedViewName}</label>
        <input
          id={nameId}
          value={name}
          maxLength={80}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${nameId}-error` : undefined}
          onChange={(event) => setName(event.target.value)}
        />
        {error ? (
          <p id={`${nameId}-error`} className="sfc-field__error">
            {error}
          </p>
        ) : null}
      </div>
      <label className="views-bar__shared">
        <input type="checkbox" checked={shared} onChange={(event) => setShared(event.target.checked)} />{' '}
        {C.savedViewShared}
      </label>
      <button type="submit" className="sfc-button sfc-button--secondary" disabled={write.isPending}>
        {C.saveView}
      </button>
      <p role="status">{done}</p>
    </form>
  );
}
