import { canonicalJson, hmacSha256Hex } from '@sfc/core';
import { join } from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import { BANCOLOMBIA, DAVIVIENDA, staffWith } from '../../routes/alerts/alerts-test-kit.js';
import { consumer } from '../../routes/complaints/complaint-test-kit.js';
import { linkEntity } from '../../routes/users-management/staff-admin-test-kit.js';
import { LocalStorage } from '../../services/storage/local-storage.js';
import { DCF_POSITION } from '../staff-admin/staff-users.js';
import { DEMO_ENTITY_CLIENT, seedDefenderDemo } from './seed-defender-demo.js';

describeOnPostgres('defender casework demo data', (ctx) => {
  let dcfToken = '';

  beforeAll(async () => {
    const dcf = await staffWith(ctx, [21, 23], BANCOLOMBIA);
    await linkEntity(ctx, dcf, BANCOLOMBIA);
    await linkEntity(ctx, dcf, DAVIVIENDA);
    await ctx.db.query(
      'UPDATE persons SET position_id = (SELECT id FROM positions WHERE name = $2) WHERE user_id = $1',
      [dcf.id, DCF_POSITION],
    );
    await ctx.db.query('UPDATE users SET email = $2 WHERE id = $1', [dcf.id, 'dcf@demo.sfc.local']);
    dcfToken = (await ctx.app.tokens.issuePair(dcf.id)).access;
    const owner = await consumer(ctx);
    const storage = new LocalStorage(join(ctx.config.dataDir, 'uploads'));
    expect(await seedDefenderDemo(ctx.db, storage, owner.id, 'dcf@demo.sfc.local', ctx.app.secretBox)).toBe(
      9,
    );
    expect(await seedDefenderDemo(ctx.db, storage, owner.id, 'dcf@demo.sfc.local', ctx.app.secretBox)).toBe(
      0,
    );
  });

  it('puts a case in every stage of the procedure in the defender’s queue, some overdue', async () => {
    const res = await ctx.request({ url: '/api/dcf/cases/?page_size=50', token: dcfToken });
    expect(res.statusCode, res.body).toBe(200);
    const stages = new Set(res.json().results.map((r: { stage: string }) => r.stage));
    for (const stage of [
      'competence',
      'information',
      'admitted',
      'entity_answer',
      'consumer_reply',
      'decision',
      'closed',
    ])
      expect(stages, stage).toContain(stage);
    expect(res.json().counters.overdue).toBeGreaterThanOrEqual(2);
    const vocerias = await ctx.request({ url: '/api/dcf/vocerias/', token: dcfToken });
    expect(
      vocerias
        .json()
        .results.map((v: { status: string }) => v.status)
        .sort(),
    ).toEqual(['answered', 'presented', 'requested']);
  });

  it("Davivienda's demo API account signs in with its public credentials and lists its cases", async () => {
    const body = { username: DEMO_ENTITY_CLIENT.username, password: DEMO_ENTITY_CLIENT.password };
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: {
        host: 'api.test',
        'content-type': 'application/json',
        'x-sfc-signature': hmacSha256Hex(DEMO_ENTITY_CLIENT.signingSecret, canonicalJson(body)),
      },
      payload: JSON.stringify(body),
    });
    expect(login.statusCode, login.body).toBe(200);
    const cases = await ctx.request({
      url: '/api/defensor/casos/',
      token: login.json().access,
      secret: DEMO_ENTITY_CLIENT.signingSecret,
    });
    expect(cases.statusCode, cases.body).toBe(200);
    expect(
      cases.json().results.every((c: { entity: { name: string } }) => /Davivienda/i.test(c.entity.name)),
    ).toBe(true);
    expect(cases.json().count).toBeGreaterThanOrEqual(4);
  });
});
