import { expect, it } from 'vitest';
import { describeOnPostgres } from './harness.js';

// Route schemas compile on first use (src/http/lazy-compilers.ts, for start-up time). This test
// compiles every one of them, so a broken schema fails here instead of on a user's request.
describeOnPostgres('route schemas', (ctx) => {
  it('every route schema compiles, and each only once', async () => {
    await ctx.app.ready();
    const compiled = ctx.app.compileSchemas();
    expect(compiled).toBeGreaterThan(50);
    expect(ctx.app.compileSchemas()).toBe(0);
  });
});
