import type { ComplaintLinks } from './complaint-links.js';

/** What `sfc-complaint-tracking` shows: the list, or one complaint's detail or action form. */
export type TrackingView =
  | { kind: 'list' }
  | { kind: 'detail'; complaintId: string }
  | { kind: 'annexes'; complaintId: string; existingBytes: number }
  | { kind: 'replica'; complaintId: string }
  | { kind: 'escalate'; complaintId: string }
  | { kind: 'rate'; complaintId: string };

const PREFIX = '#sfc-quejas';
const ACTIONS = { anexos: 'annexes', replica: 'replica', escalar: 'escalate', calificar: 'rate' } as const;
const VIEW_PATTERN = /^#sfc-quejas(?:\/([^/]+)(?:\/(anexos|replica|escalar|calificar)(?:\/(\d+))?)?)?$/;
const segment = (value: string | number) => encodeURIComponent(String(value));

/**
 * The element's links: fragments of the page (`#sfc-quejas/12/replica`) that the element turns
 * into its own views, so it needs no router and leaves the page's URL alone.
 */
export const ELEMENT_COMPLAINT_LINKS: ComplaintLinks = {
  tracking: PREFIX,
  detail: (c) => `${PREFIX}/${segment(c.id)}`,
  annexes: (c) => `${PREFIX}/${segment(c.id)}/anexos/${c.annexes_size ?? 0}`,
  replica: (c) => `${PREFIX}/${segment(c.id)}/replica`,
  escalate: (c) => `${PREFIX}/${segment(c.id)}/escalar`,
  rate: (c) => `${PREFIX}/${segment(c.codigo_queja)}/calificar`,
};

/** The view one of {@link ELEMENT_COMPLAINT_LINKS} opens; `null` for any other address. */
export function viewOf(href: string): TrackingView | null {
  const match = VIEW_PATTERN.exec(href);
  if (!match) return null;
  const [, id, action, bytes] = match;
  if (id === undefined) return { kind: 'list' };
  const complaintId = decodeURIComponent(id);
  if (action === undefined) return { kind: 'detail', complaintId };
  const kind = ACTIONS[action as keyof typeof ACTIONS];
  if (kind === 'annexes') return { kind, complaintId, existingBytes: Number(bytes ?? 0) };
  return { kind, complaintId };
}
