import { Link } from 'react-router';
import { PATHS, STAFF_WORKSPACE_TEXTS as T, formatDisplayDateTime } from '@sfc/core';
import { Notice } from '../../../components/notice.js';
import { useApiRecord, usePageQuery } from '../../../lib/server-state/index.js';
import {
  HISTORY_ENDPOINT,
  accountHistoryEndpoint,
  historyEntryPath,
  type HistoryEntry,
} from '../api/user-history.js';
import { HistoryList } from './history-list.js';
import { TableBox } from '../../../components/table-box.js';

/** `/dashboard/users/historical`: every change to every account the user may see. */
export function HistoryScreen() {
  return (
    <>
      <h1>{T.historyTitle}</h1>
      <p>{T.historyIntro}</p>
      <HistoryList title={T.historyTitle} endpoint={HISTORY_ENDPOINT} />
    </>
  );
}

/** `/dashboard/users/historical/{id}`: the changes to one account. */
export function AccountHistoryScreen({ userId }: { userId: string }) {
  // The account's name comes with its newest entry (the list's first page, shared with the table).
  const first = usePageQuery<HistoryEntry>(accountHistoryEndpoint(userId), {
    ordering: '-at',
    page: 1,
    page_size: 10,
  });
  const name = first.data?.results[0]?.user.full_name ?? '';
  return (
    <>
      <h1>{T.historyOfTitle(name)}</h1>
      <p>
        <Link to={`${PATHS.dashboard}/users/historical`}>{T.backToHistory}</Link>
      </p>
      <HistoryList title={T.historyOfTitle(name)} endpoint={accountHistoryEndpoint(userId)} />
    </>
  );
}

/** `/dashboard/users/historical/{id}/{idDetail}`: one change, field by field. */
export function HistoryEntryScreen({ userId, entryId }: { userId: string; entryId: string }) {
  const record = useApiRecord<HistoryEntry>(historyEntryPath(entryId));
  const entry = record.data;
  return (
    <>
      <h1>{T.historyEntryTitle}</h1>
      <p>
        <Link to={`${PATHS.dashboard}/users/historical/${encodeURIComponent(userId)}`}>
          {T.backToHistory}
        </Link>
      </p>
      {record.isError ? (
        <Notice kind="error">
          <p>{record.error.message}</p>
        </Notice>
      ) : !entry ? (
        <p role="status">{T.listLoading}</p>
      ) : (
        <>
          <dl className="data-list">
            <div>
              <dt>{T.historyDate}</dt>
              <dd>{formatDisplayDateTime(entry.at)}</dd>
            </div>
            <div>
              <dt>{T.historyAction}</dt>
              <dd>{entry.action_label}</dd>
            </div>
            <div>
              <dt>{T.historyUser}</dt>
              <dd>
                {entry.user.full_name} ({entry.user.email})
              </dd>
            </div>
            <div>
              <dt>{T.historyActor}</dt>
              <dd>
                {entry.actor ? `${entry.actor.full_name} (${entry.actor.email})` : T.historyUnknownActor}
              </dd>
            </div>
          </dl>
          {entry.changes.length === 0 ? (
            <p>{T.historyNoChanges}</p>
          ) : (
            <TableBox label={T.historyChanges}>
              <table className="staff-table">
                <caption>{T.historyChanges}</caption>
                <thead>
                  <tr>
                    <th scope="col">{T.historyField}</th>
                    <th scope="col">{T.historyBefore}</th>
                    <th scope="col">{T.historyAfter}</th>
                  </tr>
                </thead>
                <tbody>
                  {entry.changes.map((change) => (
                    <tr key={change.field}>
                      <th scope="row">{change.label}</th>
                      <td>{change.before ?? ''}</td>
                      <td>{change.after ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableBox>
          )}
        </>
      )}
    </>
  );
}
