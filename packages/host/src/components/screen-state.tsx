import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { MESSAGES, PATHS, PORTAL_TEXTS, SCREEN_STATE_TEXTS as S } from '@sfc/core';
import { ApiCallError } from '../lib/server-state/index.js';

/** The states a staff screen shows instead of its content. */
export type ScreenStateKind = 'loading' | 'empty' | 'not-found' | 'missing-id' | 'forbidden' | 'error';

/** Where "back" leads from a state: the screen's list, or the dashboard home by default. */
export interface ScreenStateBack {
  to: string;
  label: string;
}

/** Props of {@link ScreenState}. */
export interface ScreenStateProps {
  kind: ScreenStateKind;
  /** Replaces the kind's heading (e.g. the screen's own title while it loads). */
  title?: string;
  /** Replaces the kind's explanation (e.g. the server's message of a failure). */
  message?: ReactNode;
  back?: ScreenStateBack;
  /** Offered on `error`: loads again. */
  onRetry?: () => void;
  /** 1 when the state is the whole screen; 2 under a screen's own `<h1>` (default 1). */
  level?: 1 | 2;
}

const TITLES: Record<ScreenStateKind, string> = {
  loading: S.loadingTitle,
  empty: S.emptyTitle,
  'not-found': S.notFoundTitle,
  'missing-id': S.missingIdTitle,
  forbidden: S.forbiddenTitle,
  error: S.errorTitle,
};

const BODIES: Record<ScreenStateKind, string> = {
  loading: S.loadingBody,
  empty: S.emptyBody,
  'not-found': S.notFoundBody,
  'missing-id': S.missingIdBody,
  forbidden: S.forbiddenBody,
  error: MESSAGES.genericError,
};

/**
 * The one pattern of a staff screen's loading, empty, not-found, missing-id, not-allowed and failed
 * states: an `<h1>` saying what happened, a sentence, and a way back (plus "Intentar de nuevo"
 * after a failure). Loading is announced politely; the others are headings a screen reader lands on.
 */
export function ScreenState({ kind, title, message, back, onRetry, level = 1 }: ScreenStateProps) {
  const to = back ?? { to: PATHS.dashboardHome, label: S.backHome };
  const headingId = useId();
  const Heading = level === 1 ? 'h1' : 'h2';
  return (
    <section
      className={`screen-state screen-state--${kind}`}
      aria-labelledby={headingId}
      aria-busy={kind === 'loading' ? true : undefined}
    >
      <Heading id={headingId}>{title ?? TITLES[kind]}</Heading>
      <p role={kind === 'loading' ? 'status' : undefined}>
        {kind === 'loading' ? <span className="staff-list__spinner" aria-hidden="true" /> : null}
        {message ?? BODIES[kind]}
      </p>
      <p className="screen-state__actions">
        {kind === 'error' && onRetry ? (
          <button type="button" className="sfc-button-link" onClick={onRetry}>
            {PORTAL_TEXTS.retry}
          </button>
        ) : null}
        <Link className="sfc-button-link sfc-button-link--secondary" to={to.to}>
          {to.label}
        </Link>
      </p>
    </section>
  );
}

/** The state a failed load shows: 404 not found, 403 not allowed, anything else failed. */
export function failureKind(error: unknown): 'not-found' | 'forbidden' | 'error' {
  if (error instanceof ApiCallError) {
    if (error.failure.status === 404) return 'not-found';
    if (error.failure.status === 403) return 'forbidden';
  }
  return 'error';
}

/** What {@link RecordState} needs of a TanStack query of one record. */
export interface RecordQuery<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
}

/** Props of {@link RecordState}. */
export interface RecordStateProps<T> {
  /** The record's id from the URL; `null` when missing or malformed (then nothing is asked). */
  id: string | null;
  record: RecordQuery<T>;
  back?: ScreenStateBack;
  /** Whatever else must be loaded before `children` can show. */
  ready?: boolean;
  /** The states' heading level: 2 when the screen shows its own `<h1>` (default 1). */
  level?: 1 | 2;
  children: (record: T) => ReactNode;
}

/**
 * A screen of one record: the missing-id state when the URL names none (instead of waiting for a
 * request that is never sent), the not-found / not-allowed / failed state of a refused load,
 * loading meanwhile, then `children` with the record.
 */
export function RecordState<T>({ id, record, back, ready = true, level, children }: RecordStateProps<T>) {
  if (id === null) return <ScreenState kind="missing-id" back={back} level={level} />;
  if (record.isError) {
    const kind = failureKind(record.error);
    return (
      <ScreenState
        kind={kind}
        back={back}
        level={level}
        message={kind === 'error' && record.error instanceof Error ? record.error.message : undefined}
        onRetry={() => void record.refetch()}
      />
    );
  }
  if (record.data === undefined || !ready) return <ScreenState kind="loading" back={back} level={level} />;
  return <>{children(record.data)}</>;
}
