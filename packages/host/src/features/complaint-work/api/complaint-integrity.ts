import { useApiRecord } from '../../../lib/server-state/index.js';

/** `GET /ledger/complaints/{id}/integrity/`: the last ledger verification of one complaint's records. */
export const complaintIntegrityPath = (id: number) => `/ledger/complaints/${id}/integrity/`;

/** What the last verification of the ledger found for a complaint. */
export interface ComplaintIntegrity {
  status: 'verificada' | 'alterada' | 'pendiente';
  checked_at: string | null;
  first_mismatch: { seq: number; kind: string } | null;
}

/** The integrity of complaint `id`'s records, from the last verification run. */
export function useComplaintIntegrity(id: number) {
  return useApiRecord<ComplaintIntegrity>(complaintIntegrityPath(id));
}
