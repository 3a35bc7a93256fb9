import { hmacSha256Hex } from '@sfc/core';
import { expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_CONSUMER_PROFILE } from '../src/cli/commands.js';
import { runManage } from '../src/cli/manage.js';
import { loadAuthUser } from '../src/db/repositories/users.js';
import { verifyPassword } from '../src/services/password/index.js';
import { describeOnBothDrivers, signedInject } from './harness.js';

describeOnBothDrivers('management CLI', (ctx) => {
  async function manage(...argv: string[]): Promise<{ code: number; output: string }> {
    const lines: string[] = [];
    const code = await runManage(argv, { db: ctx.db, config: ctx.config, out: (line) => lines.push(line) });
    return { code, output: lines.join('\n') };
  }

  function printed(output: string, label: string): string {
    const match = new RegExp(`${label}:\\s+(\\S+)`).exec(output);
    if (!match?.[1]) throw new Error(`"${label}" not printed in:\n${output}`);
    return match[1];
  }

  it('migrate on an up-to-date database says so', async () => {
    const { code, output } = await manage('migrate');
    expect(code).toBe(0);
    expect(output).toBe('La base de datos ya está al día.');
  });

  it('usage errors exit 2 with the usage text', async () => {
    expect((await manage()).code).toBe(2);
    expect((await manage('frobnicate')).output).toContain('Comando desconocido: frobnicate');
    expect((await manage('create-user', '--nope', 'x')).code).toBe(2);
  });

  it('seed-demo creates a consumer and a staff administrator with every module, and is idempotent', async () => {
    const first = await manage('seed-demo');
    expect(first.code).toBe(0);
    expect(first.output).toContain(`${DEMO_ACCOUNTS.consumer.email} / ${DEMO_ACCOUNTS.consumer.password}`);
    expect(first.output).toContain(`${DEMO_ACCOUNTS.staff.email} / ${DEMO_ACCOUNTS.staff.password}`);
    const again = await manage('seed-demo');
    expect(again.code).toBe(0);
    expect(again.output).toContain('(ya existía)');

    const { rows } = await ctx.db.query<{ id: number }>('SELECT id FROM users WHERE email = $1', [
      DEMO_ACCOUNTS.staff.email,
    ]);
    const staff = await loadAuthUser(ctx.db, rows[0]?.id as number);
    const modules = await ctx.db.query<{ id: number }>('SELECT id FROM modules ORDER BY id');
    expect(staff?.isStaff).toBe(true);
    expect(staff?.moduleIds).toEqual(modules.rows.map((m) => m.id));
    expect(staff?.moduleIds).toContain(28);

    const consumerRow = await ctx.db.query<{ id: number; password_hash: string }>(
      'SELECT id, password_hash FROM users WHERE email = $1',
      [DEMO_ACCOUNTS.consumer.email],
    );
    const consumer = await loadAuthUser(ctx.db, consumerRow.rows[0]?.id as number);
    expect(consumer).toMatchObject({ isStaff: false, positionId: null, moduleIds: [] });
    expect(await verifyPassword(consumerRow.rows[0]?.password_hash, DEMO_ACCOUNTS.consumer.password)).toBe(
      true,
    );
    // A complete profile, so the demo consumer can file a complaint as is.
    const person = await ctx.db.query(
      `SELECT first_name, first_last_name, identification_type, identification_number, person_type
         FROM persons WHERE user_id = $1`,
      [consumerRow.rows[0]?.id],
    );
    expect(person.rows[0]).toEqual({
      first_name: DEMO_CONSUMER_PROFILE.firstName,
      first_last_name: DEMO_CONSUMER_PROFILE.firstLastName,
      identification_type: DEMO_CONSUMER_PROFILE.identificationType,
      identification_number: DEMO_CONSUMER_PROFILE.identificationNumber,
      person_type: DEMO_CONSUMER_PROFILE.personType,
    });
  });

  it('create-user makes staff with a position, a role and an entity', async () => {
    await manage('seed-demo');
    const { code, output } = await manage(
      'create-user',
      '--email',
      'Analista.EV@Example.com',
      '--password',
      'Segura#2026',
      '--position',
      'Funcionario de entidad vigilada',
      '--role',
      'administrador',
      '--entity',
      '1-7',
    );
    expect(code, output).toBe(0);
    const id = Number(/id (\d+)/.exec(output)?.[1]);
    const user = await loadAuthUser(ctx.db, id);
    expect(user).toMatchObject({
      email: 'Analista.EV@Example.com',
      isStaff: true,
      isEntityClient: false,
      entity: { tipo_entidad: 1, entidad_cod: '7' },
    });
    expect(user?.moduleIds.length).toBeGreaterThan(0);
  });

  it.each([
    [['--email', 'x@example.com', '--password', 'short'], 'Password refused'],
    [['--email', 'not-an-email', '--password', 'Segura#2026'], 'is not an e-mail address'],
    [
      ['--email', 'y@example.com', '--password', 'Segura#2026', '--position', 'Astronauta'],
      'Unknown position',
    ],
    [['--email', 'y@example.com', '--password', 'Segura#2026', '--role', 'Nadie'], 'Unknown role'],
    [
      ['--email', 'y@example.com', '--password', 'Segura#2026', '--entity', '1-9999'],
      'is not a supervised entity',
    ],
    [['--email', 'y@example.com', '--password', 'Segura#2026', '--entity', 'banco'], 'is not TIPO-COD'],
    [['--password', 'Segura#2026'], 'Falta --email'],
  ])('create-user %j is refused (%s)', async (args, message) => {
    const { code, output } = await manage('create-user', ...args);
    expect(code).toBe(1);
    expect(output).toContain(message);
  });

  it('create-user refuses a second account with the same e-mail, whatever the case', async () => {
    await manage('create-user', '--email', 'dup@example.com', '--password', 'Segura#2026');
    const { code, output } = await manage(
      'create-user',
      '--email',
      'DUP@example.com',
      '--password',
      'Segura#2026',
    );
    expect(code).toBe(1);
    expect(output).toContain('already exists');
  });

  it('create-entity-client prints credentials once; they log in with the entity’s own signature', async () => {
    const { code, output } = await manage('create-entity-client', '--entity', '13-27');
    expect(code, output).toBe(0);
    expect(output).toContain('Seguros Comerciales Bolívar S.A.');
    const username = printed(output, 'usuario');
    const password = printed(output, 'contraseña');
    const secret = printed(output, 'clave de firma');
    expect(secret).toMatch(/^[0-9A-F]{64}$/);

    const stored = await ctx.db.query<{ secret_encrypted: string; password_hash: string }>(
      `SELECT s.secret_encrypted, u.password_hash FROM entity_client_secrets s
       JOIN entity_clients c ON c.id = s.client_id JOIN users u ON u.id = c.user_id WHERE u.username = $1`,
      [username],
    );
    expect(JSON.stringify(stored.rows)).not.toContain(secret);
    expect(JSON.stringify(stored.rows)).not.toContain(password);

    const body = { username, password };
    const res = await ctx.request({
      method: 'POST',
      url: '/api/login/',
      body,
      secret,
      remoteAddress: '10.2.0.1',
    });
    expect(res.statusCode).toBe(200);

    const twice = await manage('create-entity-client', '--entity', '13-27');
    expect(twice.code).toBe(1);
    expect(twice.output).toContain('rotate-entity-secret');
    const unknown = await manage('create-entity-client', '--entity', '1-9999');
    expect(unknown.code).toBe(1);
  });

  it('rotate-entity-secret keeps the old key for the overlap and prints the new one once', async () => {
    const created = await manage('create-entity-client', '--entity', '14-7');
    const username = printed(created.output, 'usuario');
    const password = printed(created.output, 'contraseña');
    const oldSecret = printed(created.output, 'clave de firma');
    const rotated = await manage('rotate-entity-secret', '--entity', '14-7', '--overlap-hours', '2');
    expect(rotated.code, rotated.output).toBe(0);
    const newSecret = printed(rotated.output, 'clave de firma');
    expect(newSecret).not.toBe(oldSecret);
    const until = new Date(/dejan de valer el (\S+)\./.exec(rotated.output)?.[1] as string);
    expect(until.getTime() - Date.now()).toBeGreaterThan(1.9 * 3600 * 1000);
    expect(until.getTime() - Date.now()).toBeLessThan(2.1 * 3600 * 1000);

    const body = { username, password };
    const canonical = JSON.stringify(body).replace('","', '", "').replace(/":"/g, '": "');
    for (const secret of [oldSecret, newSecret]) {
      const res = await signedInject(ctx.app, {
        method: 'POST',
        url: '/api/login/',
        body,
        signature: hmacSha256Hex(secret, canonical),
        remoteAddress: '10.2.0.2',
      });
      expect(res.statusCode).toBe(200);
    }
    expect((await manage('rotate-entity-secret', '--entity', '1-9999')).output).toContain(
      'create-entity-client',
    );
    expect((await manage('rotate-entity-secret', '--entity', '14-7', '--overlap-hours=-1')).code).toBe(1);
  });
});
