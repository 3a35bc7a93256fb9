import { describe, expect, it } from 'vitest';
import { describeOnPostgres } from '../../../test/harness.js';
import { ProofOfWorkCaptcha, RecaptchaVerifier, RECAPTCHA_VERIFY_URL } from './captcha-verifier.js';
import { leadingZeroBits, solveProofOfWork } from './proof-of-work.js';
import { nodeSha256, solveCaptcha } from './solve-captcha.js';

describe('leadingZeroBits', () => {
  it.each([
    [[0x80], 0],
    [[0x01], 7],
    [[0x00, 0x40], 9],
    [[0x00, 0x00, 0x00], 24],
    [[0x0f, 0xff], 4],
  ])('%j → %i', (bytes, bits) => {
    expect(leadingZeroBits(Uint8Array.from(bytes))).toBe(bits);
  });
});

describe('solveProofOfWork', () => {
  it('finds a nonce whose hash has the required zero bits', () => {
    const nonce = solveProofOfWork('abc', 12, nodeSha256);
    expect(leadingZeroBits(nodeSha256(`abc:${nonce}`))).toBeGreaterThanOrEqual(12);
  });
});

describeOnPostgres('ProofOfWorkCaptcha', (ctx) => {
  let clock = new Date('2026-11-05T12:00:00Z');
  const captcha = () =>
    new ProofOfWorkCaptcha(ctx.db, { secret: 's3cret', difficulty: 10, now: () => clock });

  it('issues a signed challenge with its difficulty and expiry', () => {
    const c = captcha().issue();
    expect(c.difficulty).toBe(10);
    expect(c.expires_at).toBe('2026-11-05T12:05:00.000Z');
    expect(c.challenge).not.toContain(':');
  });

  it('accepts a solved challenge once, and refuses the same answer again', async () => {
    const c = captcha().issue();
    const answer = solveCaptcha(c.challenge, c.difficulty);
    expect(await captcha().verify(answer)).toBe(true);
    expect(await captcha().verify(answer)).toBe(false);
  });

  it('refuses an unsolved, forged, expired or malformed answer', async () => {
    const c = captcha().issue();
    const answer = solveCaptcha(c.challenge, c.difficulty);
    const [challenge, nonce] = [
      answer.slice(0, answer.lastIndexOf(':')),
      answer.slice(answer.lastIndexOf(':') + 1),
    ];
    // A nonce that does not reach 10 zero bits.
    let bad = 0;
    while (leadingZeroBits(nodeSha256(`${challenge}:${bad}`)) >= 10) bad++;
    expect(await captcha().verify(`${challenge}:${bad}`)).toBe(false);
    // Lowering the difficulty breaks the signature.
    const easier = challenge.replace('.10.', '.0.');
    expect(await captcha().verify(`${easier}:${nonce}`)).toBe(false);
    // Another server secret.
    expect(await new ProofOfWorkCaptcha(ctx.db, { secret: 'other', now: () => clock }).verify(answer)).toBe(
      false,
    );
    for (const garbage of [undefined, null, 42, '', ':', 'v1.1.1.1.1:1', { a: 1 }, 'x'.repeat(1000)]) {
      expect(await captcha().verify(garbage)).toBe(false);
    }
    clock = new Date(clock.getTime() + 301_000);
    expect(await captcha().verify(answer)).toBe(false);
  });
});

describe('RecaptchaVerifier', () => {
  it('asks Google siteverify with the secret, the token and the address', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fetchStub = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ success: true, score: 0.9 }), { status: 200 });
    }) as unknown as typeof fetch;
    const v = new RecaptchaVerifier({ secret: 'sk', fetch: fetchStub, minScore: 0.5 });
    expect(await v.verify('tok-123', '203.0.113.9')).toBe(true);
    expect(calls[0]?.url).toBe(RECAPTCHA_VERIFY_URL);
    expect(calls[0]?.init.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(String(calls[0]?.init.body)))).toEqual({
      secret: 'sk',
      response: 'tok-123',
      remoteip: '203.0.113.9',
    });
  });

  it.each([
    ['Google says no', async () => new Response(JSON.stringify({ success: false }))],
    ['score too low', async () => new Response(JSON.stringify({ success: true, score: 0.1 }))],
    ['Google unreachable', async () => Promise.reject(new Error('offline'))],
    ['Google answers 500', async () => new Response('oops', { status: 500 })],
  ])('fails when %s', async (_n, impl) => {
    const v = new RecaptchaVerifier({ secret: 'sk', fetch: impl as unknown as typeof fetch, minScore: 0.5 });
    expect(await v.verify('tok')).toBe(false);
  });

  it('does not call Google for an empty token', async () => {
    let called = false;
    const v = new RecaptchaVerifier({
      secret: 'sk',
      fetch: (async () => ((called = true), new Response('{}'))) as unknown as typeof fetch,
    });
    expect(await v.verify('')).toBe(false);
    expect(called).toBe(false);
  });
});
