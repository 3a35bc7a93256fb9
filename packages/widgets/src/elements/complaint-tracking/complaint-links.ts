import type { ComplaintSummary } from './complaint-calls.js';

export { linkClick } from '../../features/shared/link-click.js';

/** Where the tracking screens link to; the host gives its routes, an element its own. */
export interface ComplaintLinks {
  tracking: string;
  detail: (complaint: Pick<ComplaintSummary, 'id' | 'codigo_queja'>) => string;
  annexes: (complaint: Pick<ComplaintSummary, 'id' | 'estado_cod' | 'annexes_size'>) => string;
  replica: (complaint: Pick<ComplaintSummary, 'id'>) => string;
  escalate: (complaint: Pick<ComplaintSummary, 'id'>) => string;
  rate: (complaint: Pick<ComplaintSummary, 'codigo_queja'>) => string;
}

/** The host customer area's paths (portal-spec §2), the default links. */
export const CUSTOMER_COMPLAINT_LINKS: ComplaintLinks = {
  tracking: '/customer/complaint/tracking',
  detail: (c) => `/customer/complaint/tracking/detail/${encodeURIComponent(String(c.id))}`,
  annexes: (c) =>
    `/customer/complaint/details/${encodeURIComponent(String(c.id))}/anexos/${c.estado_cod}/${c.annexes_size ?? 0}`,
  replica: (c) => `/customer/complaint/tracking/detail/${encodeURIComponent(String(c.id))}/replica`,
  escalate: (c) => `/customer/complaint/tracking/detail/${encodeURIComponent(String(c.id))}/escalate`,
  rate: (c) => `/customer/complaint/calification/${encodeURIComponent(c.codigo_queja)}`,
};
