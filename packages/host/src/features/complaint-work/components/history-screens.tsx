import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import {
  COMPLAINT_FIELD_LABELS,
  PATHS,
  STAFF_COMPLAINT_SCREEN_TEXTS as T,
  formatDisplayDateTime,
} from '@sfc/core';
import { Notice } from '../../../components/notice.js';
import { StaffList } from '../../../components/staff-list/staff-list.js';
import { useApiRecord } from '../../../lib/server-state/index.js';
import {
  versionPath,
  versionsPath,
  type ComplaintRow,
  type VersionDiff,
  type VersionList,
  type VersionRecord,
} from '../api/complaint-work.js';
import { COMPLAINT_COLUMNS, COMPLAINT_EXPORT } from './complaint-cells.js';
import { FilterBuilder } from './filter-builder.js';
import { useUrlFilters } from './management-screen.js';
import { TableBox } from '../../../components/table-box.js';

const HISTORY = `${PATHS.dashboard}/complaints/historical`;
export const HISTORY_LIST_ENDPOINT = '/complaint_historical/';
const versionsRoute = (code: string) => `${HISTORY}/${encodeURIComponent(code)}`;
const versionRoute = (code: string, version: number) => `${versionsRoute(code)}/${version}`;

/** The history list's columns: the code leads to the complaint's versions. */
const HISTORY_COLUMNS: ColumnDef<ComplaintRow, unknown>[] = COMPLAINT_COLUMNS.map((column) =>
  column.id === 'codigo_queja'
    ? {
        ...column,
        cell: ({ row }) => (
          <Link to={versionsRoute(row.original.codigo_queja)}>{row.original.codigo_queja}</Link>
        ),
      }
    : column,
);

/** `/dashboard/complaints/historical`: a code to open, and every complaint with the filter builder. */
export function ComplaintHistoryScreen() {
  const id = useId();
  const navigate = useNavigate();
  const [conditions, json, applyFilters] = useUrlFilters();
  const fixedQuery = useMemo(() => (json ? { filters: json } : undefined), [json]);
  const open = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (code) void navigate(versionsRoute(code));
  };
  return (
    <>
      <h1>{T.historyTitle}</h1>
      <p className="lead">{T.historyIntro}</p>
      <form className="staff-filters" role="search" aria-label={T.historyCode} onSubmit={open}>
        <div className="staff-filters__field">
          <label htmlFor={`${id}-code`}>{T.historyCode}</label>
          <input
            id={`${id}-code`}
            name="code"
            className="staff-filters__input"
            required
            placeholder={T.historyCodeHint}
          />
        </div>
        <div className="staff-filters__actions">
          <button type="submit" className="sfc-button-link">
            {T.historyOpen}
          </button>
        </div>
      </form>
      <FilterBuilder key={`filters:${json}`} conditions={conditions} onApply={applyFilters} />
      <StaffList
        title={T.historyTitle}
        endpoint={HISTORY_LIST_ENDPOINT}
        columns={HISTORY_COLUMNS}
        rowKey={(r) => String(r.id)}
        fixedQuery={fixedQuery}
        defaultOrdering="-fecha_creacion"
        exportColumns={COMPLAINT_EXPORT}
        exportFileName={T.historyFileName}
      />
    </>
  );
}

const actorName = (kind: string) => T.actors[kind] ?? kind;

/** `/dashboard/complaints/historical/{code}`: the versions, and two of them to compare. */
export function ComplaintVersionsScreen({ code }: { code: string }) {
  const answer = useApiRecord<VersionList>(versionsPath(code));
  const navigate = useNavigate();
  const versions = answer.data?.versions ?? [];
  const [from, setFrom] = useState<number | null>(null);
  const [to, setTo] = useState<number | null>(null);
  const [refused, setRefused] = useState(false);
  const last = versions.at(-1)?.version ?? null;
  const chosenFrom = from ?? (versions.length > 1 ? versions.at(-2)!.version : null);
  const chosenTo = to ?? last;
  const compare = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chosenFrom === null || chosenTo === null || chosenFrom === chosenTo) {
      setRefused(true);
      return;
    }
    void navigate(`${versionRoute(code, chosenTo)}?compare=${chosenFrom}`);
  };
  return (
    <>
      <h1>{T.versionsTitle(code)}</h1>
      <p className="page-links">
        <Link to={HISTORY}>{T.historyTitle}</Link>
      </p>
      {answer.isError ? (
        <Notice kind="error">
          <p>{answer.error.message}</p>
        </Notice>
      ) : !answer.data ? (
        <p role="status">{T.loading}</p>
      ) : (
        <form onSubmit={compare} className="version-compare">
          <TableBox label={T.versionsTitle(code)}>
            <table className="staff-table">
              <caption>{T.versionsTitle(code)}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.version}</th>
                  <th scope="col">{T.versionDate}</th>
                  <th scope="col">{T.versionActor}</th>
                  <th scope="col">{T.versionSummary}</th>
                  <th scope="col">{T.compareLegendFrom}</th>
                  <th scope="col">{T.compareLegendTo}</th>
                </tr>
              </thead>
              <tbody>
                {versions.map((v) => (
                  <tr key={v.version}>
                    <th scope="row">
                      <Link to={versionRoute(code, v.version)} aria-label={T.versionOpen(v.version)}>
                        {v.version}
                      </Link>
                    </th>
                    <td>{formatDisplayDateTime(v.updated)}</td>
                    <td>{v.actor_name ?? actorName(v.actor_kind)}</td>
                    <td>{v.summary}</td>
                    <td>
                      <input
                        type="radio"
                        name="from"
                        aria-label={T.compareFrom(v.version)}
                        checked={chosenFrom === v.version}
                        onChange={() => setFrom(v.version)}
                      />
                    </td>
                    <td>
                      <input
                        type="radio"
                        name="to"
                        aria-label={T.compareTo(v.version)}
                        checked={chosenTo === v.version}
                        onChange={() => setTo(v.version)}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
          <p role="alert">{refused ? T.compareSame : ''}</p>
          <div className="form-actions">
            <button type="submit" className="sfc-button-link">
              {T.compareSubmit}
            </button>
          </div>
        </form>
      )}
    </>
  );
}

/** A recorded value as people read it: dates in the portal's format, blanks as "(vacío)". */
const shown = (value: unknown) =>
  value === null || value === undefined || value === ''
    ? T.empty
    : typeof value === 'string'
      ? readable(value)
      : JSON.stringify(value);

function readable(text: string): string {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/u.test(text) ? formatDisplayDateTime(text) || text : text;
}

/**
 * `/dashboard/complaints/historical/{code}/{updated_at}`: one version as it was or, with
 * `?compare={other}`, what changed between the two, field by field.
 */
export function ComplaintVersionScreen({ code, updated }: { code: string; updated: string }) {
  const [search] = useSearchParams();
  const compare = search.get('compare');
  const path = `${versionPath(code, updated)}${compare ? `?compare=${encodeURIComponent(compare)}` : ''}`;
  const answer = useApiRecord<VersionRecord | VersionDiff>(path);
  const data = answer.data;
  return (
    <>
      <h1>
        {data && 'changes' in data
          ? T.diffTitle(data.from.version, data.to.version)
          : data
            ? T.versionTitle(data.version, code)
            : T.versionsTitle(code)}
      </h1>
      <p className="page-links">
        <Link to={versionsRoute(code)}>{T.backToVersions}</Link>
      </p>
      {answer.isError ? (
        <Notice kind="error">
          <p>{answer.error.message}</p>
        </Notice>
      ) : !data ? (
        <p role="status">{T.loading}</p>
      ) : 'changes' in data ? (
        data.changes.length === 0 ? (
          <p>{T.diffNone}</p>
        ) : (
          <TableBox label={T.diffTitle(data.from.version, data.to.version)}>
            <table className="staff-table">
              <caption>{T.diffTitle(data.from.version, data.to.version)}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.diffField}</th>
                  <th scope="col">{T.diffOld}</th>
                  <th scope="col">{T.diffNew}</th>
                </tr>
              </thead>
              <tbody>
                {data.changes.map((change) => (
                  <tr key={change.field}>
                    <th scope="row">{change.label}</th>
                    <td className="multiline-text">{readable(change.old_label)}</td>
                    <td className="multiline-text">{readable(change.new_label)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
        )
      ) : (
        <>
          <p>{formatDisplayDateTime(data.updated)}</p>
          <TableBox label={T.versionTitle(data.version, code)}>
            <table className="staff-table">
              <caption>{T.versionTitle(data.version, code)}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.recordField}</th>
                  <th scope="col">{T.recordValue}</th>
                </tr>
              </thead>
              <tbody>
                {Object.entries(data.record).map(([field, value]) => (
                  <tr key={field}>
                    <th scope="row">{T.fieldLabels[field] ?? COMPLAINT_FIELD_LABELS[field] ?? field}</th>
                    <td className="multiline-text">{shown(value)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableBox>
        </>
      )}
    </>
  );
}
