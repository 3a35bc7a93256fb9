import { useParams } from 'react-router';
import {
  AccountHistoryScreen,
  HistoryEntryScreen,
  HistoryScreen,
} from '../features/user-history/components/history-screens.js';

/** Screen of `/dashboard/users/historical`. */
export function DashboardHistoryRoute() {
  return <HistoryScreen />;
}

/** Screen of `/dashboard/users/historical/:id`. */
export function DashboardAccountHistoryRoute() {
  const { id = '' } = useParams();
  return <AccountHistoryScreen key={id} userId={id} />;
}

/** Screen of `/dashboard/users/historical/:id/:idDetail`. */
export function DashboardHistoryEntryRoute() {
  const { id = '', idDetail = '' } = useParams();
  return <HistoryEntryScreen key={idDetail} userId={id} entryId={idDetail} />;
}
