import { beforeEach, describe, expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import type { Db } from '../../db/driver.js';
import { SecretBox } from '../secret-box.js';
import { OneTimeCodes, REUSE_MIN_SECONDS } from './one-time-codes.js';

describeOnPostgres('OneTimeCodes', (ctx) => {
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

  describe('sign-in codes: a valid code is sent again, never refused or replaced', () => {
    const box = new SecretBox('test-secrets-key', 'sfc-otp-code');
    const signIn = () => new OneTimeCodes({ pepper: 'pepper', now: () => clock, box });

    it('inside the minute nothing is sent and the code stays valid; after it, the same code goes again', async () => {
      const first = await signIn().sendOrReuse(db, userId, 'login_mail');
      expect(first).toMatchObject({ ok: true, action: 'new', resendAfterSeconds: 60 });
      const code = (first as { code: string }).code;
      const { rows } = await db.query<{ code_sealed: string }>(
        'SELECT code_sealed FROM one_time_codes WHERE user_id = $1',
        [userId],
      );
      expect(rows[0]?.code_sealed).not.toContain(code);

      advance(20);
      expect(await signIn().sendOrReuse(db, userId, 'login_mail')).toEqual({
        ok: true,
        action: 'hold',
        expiresAt: new Date('2026-11-05T12:10:00Z'),
        resendAfterSeconds: 40,
      });
      advance(40);
      expect(await signIn().sendOrReuse(db, userId, 'login_mail')).toEqual({
        ok: true,
        action: 'resend',
        code,
        expiresAt: new Date('2026-11-05T12:10:00Z'),
        resendAfterSeconds: 60,
      });
      expect(await signIn().verify(db, userId, 'login_mail', code)).toMatchObject({ ok: true });
    });

    it('a code about to expire is replaced by a new one', async () => {
      await signIn().sendOrReuse(db, userId, 'login_mail');
      advance(600 - REUSE_MIN_SECONDS + 1);
      expect(await signIn().sendOrReuse(db, userId, 'login_mail')).toMatchObject({ ok: true, action: 'new' });
    });

    it('signing in ten times in an hour is never locked out: used codes do not count', async () => {
      for (let i = 0; i < 10; i++) {
        const sent = await signIn().sendOrReuse(db, userId, 'login_mail');
        expect(sent).toMatchObject({ ok: true, action: 'new' });
        expect(
          await signIn().verify(db, userId, 'login_mail', (sent as { code: string }).code),
        ).toMatchObject({
          ok: true,
        });
        advance(5);
      }
    });

    it('five deliveries never used in an hour: the valid code is kept, and without one the wait is told', async () => {
      for (let i = 0; i < 5; i++) {
        expect(await signIn().sendOrReuse(db, userId, 'login_mail')).toMatchObject({ ok: true });
        advance(61);
      }
      // The fifth delivery was a resend of a code still valid: the sixth request holds it.
      const held = await signIn().sendOrReuse(db, userId, 'login_mail');
      expect(held).toMatchObject({ ok: true, action: 'hold' });
      // Wrong tries lock that code: no valid code, and the hourly limit says when the next comes.
      const code = await db.query<{ id: number }>(
        'UPDATE one_time_codes SET attempts = 5 WHERE user_id = $1',
        [userId],
      );
      expect(code.rowCount).toBeGreaterThan(0);
      const refused = await signIn().sendOrReuse(db, userId, 'login_mail');
      expect(refused).toMatchObject({ ok: false, reason: 'hourly_limit' });
      // A code's deliveries count until an hour after its last one, sent 61 s ago.
      expect((refused as { retryAfterSeconds: number }).retryAfterSeconds).toBe(3600 - 61);
    });
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
