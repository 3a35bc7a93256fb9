import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FlashNotice } from './flash-notice.js';
import { StaffList, type StaffListProps } from './staff-list.js';

/** Props of {@link StaffListScreen}. */
export interface StaffListScreenProps<Row> extends StaffListProps<Row> {
  /** The introduction under the screen's title (the title is the list's). */
  intro: string;
  /** The link to add a record, above the list. */
  add?: { to: string; label: string };
  /** Anything more between the flash notice and the add link (e.g. a due-date alert). */
  children?: ReactNode;
}

/**
 * A staff screen that is one list: its title and introduction, the notice the last form left
 * ({@link FlashNotice}), the link to add a record, and the {@link StaffList}.
 */
export function StaffListScreen<Row>({ intro, add, children, ...list }: StaffListScreenProps<Row>) {
  return (
    <>
      <h1>{list.title}</h1>
      <p>{intro}</p>
      <FlashNotice />
      {children}
      {add ? (
        <p>
          <Link className="sfc-button-link" to={add.to}>
            {add.label}
          </Link>
        </p>
      ) : null}
      <StaffList {...list} />
    </>
  );
}
