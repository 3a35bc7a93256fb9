import { createServer } from 'node:net';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isUnreachable } from './read-fallback.js';

/** A port on 127.0.0.1 that nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('which read errors send reads to the primary', () => {
  it('counts a server that cannot be reached, or that shuts down, and not a failing statement', async () => {
    const client = new pg.Client({ host: '127.0.0.1', port: await closedPort(), user: 'postgres' });
    const refused = await client.connect().then(
      () => null,
      (error: unknown) => error,
    );
    expect(isUnreachable(refused)).toBe(true);

    const sqlError = (code: string, message: string) => Object.assign(new Error(message), { code });
    expect(isUnreachable(sqlError('57P01', 'terminating connection due to administrator command'))).toBe(
      true,
    );
    expect(isUnreachable(sqlError('08006', 'connection failure'))).toBe(true);
    expect(isUnreachable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isUnreachable(sqlError('42601', 'syntax error at or near "SELEC"'))).toBe(false);
    expect(isUnreachable(sqlError('40001', 'could not serialize access'))).toBe(false);
    expect(isUnreachable('ECONNREFUSED')).toBe(false);
  });
});
