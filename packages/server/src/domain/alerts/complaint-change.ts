import type { ComplaintRecord } from '../complaints/fields.js';

/** One change of a complaint, as the repository records it (what staff and entity alerts are raised from). */
export interface ComplaintChange {
  /** The complaint before the change; `null` when it was just created. */
  before: ComplaintRecord | null;
  after: ComplaintRecord;
  /** Who made the change (never alerted about their own change); `null` for the system. */
  actorUserId: number | null;
  at: Date;
}
