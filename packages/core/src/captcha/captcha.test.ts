import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/api-client.js';
import { CaptchaUnavailableError, fetchCaptchaAnswer } from './captcha-answer.js';
import { CaptchaSolveError, countLeadingZeroBits, solveChallenge, solvesChallenge } from './proof-of-work.js';

// Known answers computed independently with Node's crypto (`createHash('sha256')`, what the server
// uses): the first decimal nonce whose SHA-256(`challenge:nonce`) has `difficulty` leading zero bits.
const KNOWN_ANSWERS = [
  ['v1.1700000000.12.abc.sig', 12, '30748'],
  ['v1.1800000000.16.Zz-_09.mac', 16, '1835'],
  ['ñandú', 8, '171'],
] as const;

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
  it.each(KNOWN_ANSWERS)(
    'solves %s at %i bits with the nonce Node crypto finds first',
    async (challenge, difficulty, expected) => {
      const nonce = await solveChallenge(challenge, difficulty);
      expect(nonce).toBe(expected);
      expect(solvesChallenge(challenge, nonce, difficulty)).toBe(true);
      expect(solvesChallenge(challenge, String(Number(nonce) - 1), difficulty)).toBe(false);
    },
  );

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
    const separator = answer.lastIndexOf(':');
    expect(answer.slice(0, separator)).toBe('c.1');
    expect(solvesChallenge('c.1', answer.slice(separator + 1), 10)).toBe(true);
  });

  it.each([
    ['a failed call', { ok: false, status: 500, message: 'x', reason: 'internal-error' }],
    ['reCAPTCHA mode', { ok: true, status: 200, data: { mode: 'recaptcha' } }],
    ['a body without challenge', { ok: true, status: 200, data: { mode: 'pow' } }],
  ])('rejects on %s', async (_label, result) => {
    await expect(fetchCaptchaAnswer(clientAnswering(result))).rejects.toBeInstanceOf(CaptchaUnavailableError);
  });
});
