import { createHash } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/api-client.js';
import { CaptchaUnavailableError, fetchCaptchaAnswer } from './captcha-answer.js';
import { CaptchaSolveError, countLeadingZeroBits, solveChallenge, solvesChallenge } from './proof-of-work.js';

// An independent check with Node's crypto: what the server computes.
const zeroBitsNode = (text: string) =>
  countLeadingZeroBits(new Uint8Array(createHash('sha256').update(text, 'utf8').digest()));

describe('countLeadingZeroBits', () => {
  it.each([
    [[0xff], 0],
    [[0x01], 7],
    [[0x00, 0x80], 8],
    [[0x00, 0x00, 0x10], 19],
    [[0x00, 0x00], 16],
  ])('%j has %i leading zero bits', (bytes, bits) => {
    expect(countLeadingZeroBits(Uint8Array.from(bytes))).toBe(bits);
  });
});

describe('solveChallenge', () => {
  it.each([
    ['v1.1700000000.12.abc.sig', 12],
    ['v1.1800000000.16.Zz-_09.mac', 16],
    ['ñandú', 8],
  ])('finds a nonce for %s at %i bits that Node crypto accepts', async (challenge, difficulty) => {
    const nonce = await solveChallenge(challenge, difficulty);
    expect(nonce).toMatch(/^\d+$/);
    expect(solvesChallenge(challenge, nonce, difficulty)).toBe(true);
    expect(zeroBitsNode(`${challenge}:${nonce}`)).toBeGreaterThanOrEqual(difficulty);
    // The first such nonce: every smaller one fails.
    for (let n = 0; n < Number(nonce); n++)
      expect(zeroBitsNode(`${challenge}:${n}`)).toBeLessThan(difficulty);
  });

  it('pauses between batches', async () => {
    const pause = vi.fn(async () => undefined);
    const nonce = await solveChallenge('pause-test', 10, { batchSize: 8, pause });
    expect(pause).toHaveBeenCalledTimes(Math.floor((Number(nonce) + 1) / 8));
  });

  it('gives up after maxTries', async () => {
    await expect(solveChallenge('x', 64, { maxTries: 50 })).rejects.toBeInstanceOf(CaptchaSolveError);
  });
});

describe('fetchCaptchaAnswer', () => {
  const clientAnswering = (result: unknown) =>
    ({ get: vi.fn(async () => result) }) as unknown as Pick<ApiClient, 'get'>;

  it('GETs /captcha/ and answers "<challenge>:<nonce>"', async () => {
    const client = clientAnswering({
      ok: true,
      status: 200,
      data: { mode: 'pow', challenge: 'c.1', difficulty: 10 },
    });
    const answer = await fetchCaptchaAnswer(client);
    expect(client.get).toHaveBeenCalledWith('/captcha/');
    const [challenge, nonce] = [
      answer.slice(0, answer.lastIndexOf(':')),
      answer.slice(answer.lastIndexOf(':') + 1),
    ];
    expect(challenge).toBe('c.1');
    expect(zeroBitsNode(`c.1:${nonce}`)).toBeGreaterThanOrEqual(10);
  });

  it.each([
    ['a failed call', { ok: false, status: 500, message: 'x', reason: 'internal-error' }],
    ['reCAPTCHA mode', { ok: true, status: 200, data: { mode: 'recaptcha' } }],
    ['a body without challenge', { ok: true, status: 200, data: { mode: 'pow' } }],
  ])('rejects on %s', async (_label, result) => {
    await expect(fetchCaptchaAnswer(clientAnswering(result))).rejects.toBeInstanceOf(CaptchaUnavailableError);
  });
});
