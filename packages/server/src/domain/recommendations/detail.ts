import { RECOMMENDATION_STEPS } from '../../core.js';
import type { Db } from '../../db/driver.js';
import { toBogotaLocal } from '../complaints/dates.js';
import { FULL_NAME_SQL } from '../staff-admin/accounts.js';
import { isIssuer, type RecommendationCaller } from './caller.js';
import { eventsOf, targetsOf, targetView, type RecommendationRow } from './repository.js';

/** A recommendation as `caller` sees it: its steps, and the copies (with history) in their scope. */
export async function recommendationDetail(db: Db, rec: RecommendationRow, caller: RecommendationCaller) {
  const now = new Date();
  const issuer = isIssuer(caller, rec);
  const targets = await targetsOf(db, rec.id, issuer ? null : caller.entityIds);
  const issuerName = await db.query<{ name: string }>(
    `SELECT ${FULL_NAME_SQL} AS name FROM persons p WHERE p.user_id = $1`,
    [rec.issuer_user_id],
  );
  const draftEntities =
    rec.state === 'draft'
      ? (
          await db.query<{ id: number; name: string }>(
            `SELECT e.id, e.name FROM recommendation_entities t JOIN supervised_entities e ON e.id = t.entity_id
              WHERE t.recommendation_id = $1 ORDER BY e.name`,
            [rec.id],
          )
        ).rows.map((e) => ({ id: Number(e.id), name: e.name }))
      : [];
  return {
    id: rec.id,
    title: rec.title,
    finding: rec.finding,
    recommendation: rec.recommendation,
    legal_basis: rec.legal_basis,
    plan_term_days: rec.plan_term_days,
    state: rec.state,
    is_active: rec.is_active,
    issuer: {
      id: rec.issuer_user_id,
      kind: rec.issuer_kind,
      name: (issuerName.rows[0]?.name ?? '').replace(/\s+/g, ' ').trim(),
    },
    issued_at: rec.issued_at ? toBogotaLocal(rec.issued_at) : null,
    steps: RECOMMENDATION_STEPS.map((s) => ({ ...s, saved: rec.saved_steps.includes(s.n) })),
    draft_entities: draftEntities,
    can_issue_steps: issuer && rec.state === 'draft',
    side: issuer ? 'issuer' : caller.kind === 'ev' ? 'entity' : 'observer',
    targets: await Promise.all(
      targets.map(async (t) => ({ ...targetView(t, now), events: await eventsOf(db, t.id) })),
    ),
  };
}
