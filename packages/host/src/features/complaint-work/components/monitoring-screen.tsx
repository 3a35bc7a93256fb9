import { Link } from 'react-router';
import { PATHS, STAFF_COMPLAINT_SCREEN_TEXTS as T, formatDisplayDateTime } from '@sfc/core';
import { Notice } from '../../../components/notice.js';
import { useApiRecord } from '../../../lib/server-state/index.js';
import { monitoringPath, type Monitoring, type TimelineEvent } from '../api/complaint-work.js';
import { DeadlineBadge, detailRoute, showDay } from './complaint-cells.js';
import { useComplaintRow } from './detail-screen.js';
import { TableBox } from '../../../components/table-box.js';

/** The timeline with the due day placed among the events (the end of the Bogotá day it falls on). */
function withDueMarker(
  timeline: readonly TimelineEvent[],
  dueDay: string,
): Array<TimelineEvent & { due?: true }> {
  // 23:59:59 in Bogotá (UTC-5) is 04:59:59 UTC of the next day.
  const dueAt = new Date(`${dueDay}T23:59:59.999-05:00`).toISOString();
  const marker = {
    at: dueAt,
    kind: 'due',
    label: T.dueMarker(showDay(dueDay)),
    actor: 'system',
    detail: null,
    due: true as const,
  };
  const events: Array<TimelineEvent & { due?: true }> = [...timeline];
  const index = events.findIndex((e) => e.at > dueAt);
  events.splice(index === -1 ? events.length : index, 0, marker);
  return events;
}

/** `/dashboard/complaints/management/monitoring/{code}`: one complaint's life against its deadline. */
export function MonitoringScreen({ code }: { code: string }) {
  const { row, loading, error } = useComplaintRow(code);
  const monitoring = useApiRecord<Monitoring>(row ? monitoringPath(row.id) : null);
  const data = monitoring.data;
  const problem = error ?? monitoring.error;
  const deadline = data?.deadline;
  return (
    <>
      <h1>{T.monitoringTitle(code)}</h1>
      <p className="page-links">
        <Link to={detailRoute(code)}>{T.detailTitle(code)}</Link>
        {' · '}
        <Link to={`${PATHS.dashboard}/complaints/management`}>{T.backToQueue}</Link>
      </p>
      {problem ? (
        <Notice kind="error">
          <p>{problem.message}</p>
        </Notice>
      ) : loading || !data || !deadline ? (
        <p role="status">{T.loading}</p>
      ) : (
        <>
          <section aria-labelledby="deadline-title">
            <h2 id="deadline-title">{T.deadlineHeading}</h2>
            <dl className="data-list">
              <div>
                <dt>{T.state}</dt>
                <dd>
                  <DeadlineBadge deadline={deadline} />
                </dd>
              </div>
              <div>
                <dt>{T.regime}</dt>
                <dd>{T.regimes[deadline.regime] ?? deadline.regime}</dd>
              </div>
              <div>
                <dt>{T.term}</dt>
                <dd>{T.termDays(deadline.term_days, deadline.extension_days)}</dd>
              </div>
              <div>
                <dt>{T.startDay}</dt>
                <dd>{showDay(deadline.start_day)}</dd>
              </div>
              <div>
                <dt>{T.dueDay}</dt>
                <dd>{showDay(deadline.due_day)}</dd>
              </div>
              <div>
                <dt>{T.daysUsed}</dt>
                <dd>{deadline.days_used}</dd>
              </div>
              <div>
                <dt>{T.daysLeft}</dt>
                <dd>{deadline.days_left}</dd>
              </div>
              <div>
                <dt>{T.suspendedDays}</dt>
                <dd>{deadline.suspended_days}</dd>
              </div>
            </dl>
          </section>
          <section aria-labelledby="timeline-title">
            <h2 id="timeline-title">{T.timelineHeading}</h2>
            <TableBox label={T.timelineHeading}>
              <table className="staff-table complaint-timeline">
                <caption className="sfc-visually-hidden">{T.timelineHeading}</caption>
                <thead>
                  <tr>
                    <th scope="col">{T.timelineAt}</th>
                    <th scope="col">{T.timelineEvent}</th>
                    <th scope="col">{T.timelineActor}</th>
                    <th scope="col">{T.timelineDetail}</th>
                  </tr>
                </thead>
                <tbody>
                  {withDueMarker(data.timeline, deadline.due_day).map((event, i) => (
                    <tr
                      key={`${event.at}-${i}`}
                      className={event.due ? 'complaint-timeline__due' : undefined}
                    >
                      <td>{event.due ? showDay(deadline.due_day) : formatDisplayDateTime(event.at)}</td>
                      <th scope="row">{event.label}</th>
                      <td>{event.due ? '' : (T.actors[event.actor] ?? event.actor)}</td>
                      <td className="multiline-text">{event.detail ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableBox>
          </section>
        </>
      )}
    </>
  );
}
