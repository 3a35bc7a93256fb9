import { beforeEach, expect, it } from 'vitest';
import { describeOnBothDrivers } from '../../../test/harness.js';
import type { Db } from '../../db/driver.js';
import { OneTimeCodes } from './one-time-codes.js';

describeOnBothDrivers('OneTimeCodes', (ctx) => {
  let db: Db;
  let clock: Date;
  let userId: number;
  const codes = () => new OneTimeCodes({ pepper: 'pepper', now: () => clock });
  const advance = (seconds: number) => (clock = new Date(clock.getTime() + seconds * 1000));

  beforeEach(async () => {
    db = ctx.db;
    clock = new Date('2026-11-05T12:00:00Z');
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO users (username, email) VALUES ($1, $1) RETURNING id`,
      [`u${Math.random()}@example.com`],
    );
    userId = rows[0]!.id;
  });

  async function issued(
    purpose: Parameters<OneTimeCodes['issue']>[2] = 'login_mail',
    target: string | null = null,
  ) {
    const r = await codes().issue(db, userId, purpose, target);
    if (!r.ok) throw new Error(`not issued: ${r.reason}`);
    return r.code;
  }

  it('issues six digits, stores only a hash, and accepts the code once', async () => {
    const code = await issued();
    expect(code).toMatch(/^\d{6}$/);
    const { rows } = await db.query<{ code_hash: string }>(
      'SELECT code_hash FROM one_time_codes WHERE user_id = $1',
      [userId],
    );
    expect(rows[0]?.code_hash).not.toContain(code);
    expect(await codes().verify(db, userId, 'login_mail', code)).toEqual({ ok: true, target: null });
    expect(await codes().verify(db, userId, 'login_mail', code)).toMatchObject({
      ok: false,
      reason: 'missing',
    });
  });

  it('keeps purposes apart', async () => {
    const code = await issued('password_reset');
    expect(await codes().verify(db, userId, 'login_mail', code)).toMatchObject({
      ok: false,
      reason: 'missing',
    });
    expect(await codes().verify(db, userId, 'password_reset', code)).toMatchObject({ ok: true });
  });

  it('returns the target the code was sent to', async () => {
    const code = await issued('phone', '3001234567');
    expect(await codes().verify(db, userId, 'phone', code)).toEqual({ ok: true, target: '3001234567' });
  });

  it('refuses a code after its 10 minutes', async () => {
    const code = await issued();
    advance(599);
    advance(1);
    expect(await codes().verify(db, userId, 'login_mail', code)).toMatchObject({
      ok: false,
      reason: 'expired',
    });
  });

  it('counts five wrong tries, then refuses even the right code', async () => {
    const code = await issued();
    const wrong = code === '000000' ? '111111' : '000000';
    const left: number[] = [];
    for (let i = 0; i < 5; i++) {
      const r = await codes().verify(db, userId, 'login_mail', wrong);
      expect(r).toMatchObject({ ok: false, reason: 'invalid' });
      if (!r.ok) left.push(r.attemptsLeft);
    }
    expect(left).toEqual([4, 3, 2, 1, 0]);
    expect(await codes().verify(db, userId, 'login_mail', code)).toMatchObject({
      ok: false,
      reason: 'locked',
    });
    // A new code starts afresh.
    advance(60);
    const fresh = await issued();
    expect(await codes().verify(db, userId, 'login_mail', fresh)).toMatchObject({ ok: true });
  });

  it.each([[undefined], [null], [''], ['12345'], ['1234567'], ['abcdef'], [{ code: 1 }], [123456.5]])(
    'treats %j as a wrong try',
    async (bad) => {
      await issued();
      expect(await codes().verify(db, userId, 'login_mail', bad)).toMatchObject({
        ok: false,
        reason: 'invalid',
        attemptsLeft: 4,
      });
    },
  );

  it('replaces the previous code when a new one is sent', async () => {
    const first = await issued();
    advance(60);
    const second = await issued();
    if (first !== second) {
      expect(await codes().verify(db, userId, 'login_mail', first)).toMatchObject({
        ok: false,
        reason: 'invalid',
      });
    }
    expect(await codes().verify(db, userId, 'login_mail', second)).toMatchObject({ ok: true });
  });

  it('allows one code a minute and five an hour', async () => {
    await issued();
    advance(30);
    expect(await codes().issue(db, userId, 'login_mail')).toEqual({
      ok: false,
      reason: 'too_soon',
      retryAfterSeconds: 30,
    });
    for (let i = 0; i < 4; i++) {
      advance(60);
      await issued();
    }
    advance(60);
    const r = await codes().issue(db, userId, 'login_mail');
    expect(r).toMatchObject({ ok: false, reason: 'hourly_limit' });
    // Another purpose has its own allowance.
    expect((await codes().issue(db, userId, 'password_reset')).ok).toBe(true);
    // An hour after the first code, one more is allowed.
    advance(3600 - 4 * 60 - 90 + 1);
    expect((await codes().issue(db, userId, 'login_mail')).ok).toBe(true);
  });

  it('invalidates live codes on demand', async () => {
    const code = await issued('password_reset');
    await codes().invalidate(db, userId, 'password_reset');
    expect(await codes().verify(db, userId, 'password_reset', code)).toMatchObject({
      ok: false,
      reason: 'missing',
    });
  });
});
