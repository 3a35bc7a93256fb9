import { describeComplaintVersion, type ComplaintHistoryFacts } from './complaint-history-texts.js';

/** How the consumer-facing sentences name the authority (or nobody) as the one who acted. */
const AUTHORITY_SUBJECT = /^(La Superintendencia|La SFC|Se) /u;

/**
 * The sentence of one history row for staff: like {@link describeComplaintVersion}, but a staff
 * member's change names who made it («Ana Gómez cambió el estado de Recibida a Abierta / en
 * trámite.») instead of «La SFC actualizó…». Without a name it is the consumer-facing sentence.
 */
export function describeStaffComplaintVersion(
  entry: ComplaintHistoryFacts & { actor_name?: string | null },
): string {
  const sentence = describeComplaintVersion(entry);
  const name = entry.actor_name?.trim();
  if (entry.actor !== 'staff' || !name) return sentence;
  const from = entry.estado_from_name;
  if (sentence.startsWith('La SFC actualizó') && from && from !== entry.estado_to_name) {
    const rest = sentence.replace(/^La SFC actualizó /u, '');
    const state = `${name} cambió el estado de ${from} a ${entry.estado_to_name}`;
    return rest === 'la queja.' ? `${state}.` : `${state} y actualizó ${rest}`;
  }
  return AUTHORITY_SUBJECT.test(sentence) ? sentence.replace(AUTHORITY_SUBJECT, `${name} `) : sentence;
}
