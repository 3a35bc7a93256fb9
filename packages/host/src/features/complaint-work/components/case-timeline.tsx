import { CASE_WORK_TEXTS as C, formatDisplayDateTime } from '@sfc/core';
import type { CaseEvent } from '../api/case-file.js';

/** Who acted, by name when the server knows it («Ana Gómez», «Bancolombia»), else by kind. */
export const actorOf = (event: CaseEvent) => event.actor_name ?? C.actorKinds[event.actor] ?? event.actor;

/**
 * The one timeline of a complaint: what the consumer, the entity and the authority's staff did,
 * oldest first, each entry naming who acted and when, with its text and documents.
 */
export function CaseTimeline({ events, headingId }: { events: readonly CaseEvent[]; headingId: string }) {
  if (events.length === 0) return <p>{C.timelineEmpty}</p>;
  return (
    <ol className="case-timeline" aria-labelledby={headingId}>
      {events.map((event, i) => (
        <li
          key={`${event.at}-${i}`}
          className={`case-timeline__entry case-timeline__entry--${event.actor}`}
          data-kind={event.kind}
        >
          <p className="case-timeline__label">{event.label}</p>
          <p className="case-timeline__by">{C.timelineBy(actorOf(event), formatDisplayDateTime(event.at))}</p>
          {event.detail ? <p className="case-timeline__detail multiline-text">{event.detail}</p> : null}
          {event.documents && event.documents.length > 0 ? (
            <ul className="case-timeline__documents">
              {event.documents.map((doc) => (
                <li key={doc.id_storage}>
                  {doc.url_file ? <a href={doc.url_file}>{doc.name}</a> : doc.name}
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
