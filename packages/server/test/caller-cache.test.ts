// Request hot path (ADR 0019): the caller's account, modules and entity secrets are kept per node for a few seconds
// (src/services/caller-cache.ts). These tests change them behind the app's back (plain SQL, the
// CLI's functions) and check the very next request sees the change.
import { expect, it } from 'vitest';
import { insertUser } from '../src/db/repositories/users.js';
import { createEntityClient, rotateEntitySecret } from '../src/services/entity-clients.js';
import { describeOnPostgres, type DriverContext } from './harness.js';

async function staffWithRole(ctx: DriverContext, modules: string[]) {
  const position = await ctx.db.query<{ id: number }>('SELECT id FROM positions ORDER BY id LIMIT 1');
  const group = await ctx.db.query<{ id: number }>('INSERT INTO groups (name) VALUES ($1) RETURNING id', [
    `Rol caché ${Math.random()}`,
  ]);
  const groupId = group.rows[0]!.id;
  await ctx.db.query(
    'INSERT INTO group_modules (group_id, module_id) SELECT $1, id FROM modules WHERE name = ANY($2::text[])',
    [groupId, modules],
  );
  const id = await ctx.db.transaction((tx) =>
    insertUser(tx, {
      email: `cache-${Math.random()}@example.com`,
      passwordHash: null,
      isVerified: true,
      person: { firstName: 'Ana', firstLastName: 'Gómez', positionId: position.rows[0]!.id },
      groupIds: [groupId],
    }),
  );
  const { access } = await ctx.app.tokens.issuePair(id);
  return { id, groupId, access };
}

async function consumer(ctx: DriverContext) {
  const id = await ctx.db.transaction((tx) =>
    insertUser(tx, { email: `consumer-${Math.random()}@example.com`, passwordHash: null, isVerified: true }),
  );
  return id;
}

describeOnPostgres('Caller cache', (ctx) => {
  it('a role losing or regaining a module, and a deactivated role, apply to the next request', async () => {
    // «Consumidores financieros» opens consumers' accounts.
    const staff = await staffWithRole(ctx, ['Consumidores financieros']);
    const other = await consumer(ctx);
    const read = () => ctx.request({ url: `/api/user/${other}/`, token: staff.access });
    expect((await read()).statusCode).toBe(200);
    expect((await read()).statusCode).toBe(200);

    await ctx.db.query('DELETE FROM group_modules WHERE group_id = $1', [staff.groupId]);
    expect((await read()).statusCode).toBe(404);

    await ctx.db.query(
      "INSERT INTO group_modules (group_id, module_id) SELECT $1, id FROM modules WHERE name = 'Consumidores financieros'",
      [staff.groupId],
    );
    expect((await read()).statusCode).toBe(200);

    await ctx.db.query('UPDATE groups SET is_active = false WHERE id = $1', [staff.groupId]);
    expect((await read()).statusCode).toBe(404);
  });

  it("a staff member's entity scope applies to the next request when it changes", async () => {
    const staff = await staffWithRole(ctx, ['Soporte técnico']);
    const queue = () => ctx.request({ url: '/api/technical-support/', token: staff.access });
    expect((await queue()).statusCode).toBe(200);
    const entityId = (
      await ctx.db.query<{ id: number }>('SELECT id FROM supervised_entities ORDER BY id LIMIT 1')
    ).rows[0]!.id;
    // Scoped to one entity, the authority's support queue is refused; unscoped again, allowed.
    await ctx.db.query('INSERT INTO user_entities (user_id, entity_id) VALUES ($1, $2)', [
      staff.id,
      entityId,
    ]);
    expect((await queue()).statusCode).toBe(403);
    await ctx.db.query('DELETE FROM user_entities WHERE user_id = $1', [staff.id]);
    expect((await queue()).statusCode).toBe(200);
  });

  it('a deactivated account is refused at its next request, and its token works again once reactivated', async () => {
    const id = await consumer(ctx);
    const { access } = await ctx.app.tokens.issuePair(id);
    const me = () => ctx.request({ url: `/api/user/${id}/`, token: access });
    expect((await me()).statusCode).toBe(200);
    await ctx.db.query('UPDATE users SET is_active = false WHERE id = $1', [id]);
    expect((await me()).statusCode).toBe(401);
    await ctx.db.query('UPDATE users SET is_active = true WHERE id = $1', [id]);
    expect((await me()).statusCode).toBe(200);
  });

  it('a change made inside a transaction applies once it commits', async () => {
    const id = await consumer(ctx);
    const { access } = await ctx.app.tokens.issuePair(id);
    const me = () => ctx.request({ url: `/api/user/${id}/`, token: access });
    expect((await me()).statusCode).toBe(200);
    await ctx.db.transaction(async (tx) => {
      await tx.query('UPDATE users SET is_active = false WHERE id = $1', [id]);
    });
    expect((await me()).statusCode).toBe(401);
  });

  it("an entity's key cut off by a rotation is refused on the next request of a token already in use", async () => {
    const ref = { tipo_entidad: 1, entidad_cod: '23' };
    const entity = await createEntityClient(ctx.db, ctx.app.secretBox, ref);
    const { access } = await ctx.app.tokens.issuePair(entity.userId);
    const channels = (secret: string) => ctx.request({ url: '/api/channel/', token: access, secret });
    expect((await channels(entity.signingSecret)).statusCode).toBe(200);
    const cut = await rotateEntitySecret(ctx.db, ctx.app.secretBox, ref, 0);
    expect((await channels(entity.signingSecret)).statusCode).toBe(400);
    expect((await channels(cut.signingSecret)).statusCode).toBe(200);
  });

  it('a secret whose overlap ends stops verifying without any notification', async () => {
    const ref = { tipo_entidad: 1, entidad_cod: '51' };
    const entity = await createEntityClient(ctx.db, ctx.app.secretBox, ref);
    const { access } = await ctx.app.tokens.issuePair(entity.userId);
    const channels = (secret: string) => ctx.request({ url: '/api/channel/', token: access, secret });
    await rotateEntitySecret(ctx.db, ctx.app.secretBox, ref, 1 / 3600);
    expect((await channels(entity.signingSecret)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect((await channels(entity.signingSecret)).statusCode).toBe(400);
  });
});
