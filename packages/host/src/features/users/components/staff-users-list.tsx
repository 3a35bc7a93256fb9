import { STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import { StaffList } from '../../../components/staff-list/staff-list.js';
import { STAFF_USER_COLUMNS, STAFF_USER_EXPORT } from './staff-user-columns.js';

/** A list of staff accounts from any endpoint that answers `StaffUser` pages (e.g. a role's members). */
export function StaffUsersList({
  title,
  endpoint,
  fixedQuery,
}: {
  title: string;
  endpoint: string;
  fixedQuery?: Readonly<Record<string, string>>;
}) {
  return (
    <StaffList
      title={title}
      endpoint={endpoint}
      columns={STAFF_USER_COLUMNS}
      rowKey={(user) => String(user.id)}
      filters={[{ kind: 'search', key: 'search', label: T.searchLabel, hint: T.usersSearchHint }]}
      fixedQuery={fixedQuery}
      exportColumns={STAFF_USER_EXPORT}
      exportFileName={T.usersFileName}
    />
  );
}
