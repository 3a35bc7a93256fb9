import { CASE_WORK_SERVER_TEXTS as T } from '@sfc/core/messages/case-work-server-texts';
import { beforeAll, expect, it } from 'vitest';
import { describeOnPostgres, type DriverContext } from '../../../test/harness.js';
import { staffWith } from '../alerts/alerts-test-kit.js';
import type { TestAccount } from '../complaints/complaint-test-kit.js';

/**
 * Who manages a direction's templates (docs/case-work-api.md, "Templates per direction"): the
 * direction's coordinator and administrators change them; its analysts use the active ones only;
 * a deactivated template is kept for its managers and offered to no one.
 */

interface Template {
  id: number;
  name: string;
  is_active: boolean;
  direction: { id: number; name: string };
  updated_by: string | null;
}

/** A staff member of module 9 with `position` in `direction`. */
async function member(ctx: DriverContext, position: string, direction: number): Promise<TestAccount> {
  const account = await staffWith(ctx, [9]);
  await ctx.db.query(
    'UPDATE persons SET direction_id = $2, position_id = (SELECT id FROM positions WHERE name = $3) WHERE user_id = $1',
    [account.id, direction, position],
  );
  return account;
}

describeOnPostgres('templates per direction: who manages them', (ctx) => {
  let consumerDirection: number;
  let otherDirection: number;
  let coordinator: TestAccount;
  let analyst: TestAccount;
  let administrator: TestAccount;
  let otherCoordinator: TestAccount;

  const list = async (token: string, query = '') => {
    const res = await ctx.request({ url: `/api/case_work/templates/${query}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { results: Template[] }).results;
  };
  const post = (token: string, body: unknown) =>
    ctx.request({ method: 'POST', url: '/api/case_work/templates/', token, body });
  const put = (token: string, id: number, body: unknown) =>
    ctx.request({ method: 'PUT', url: `/api/case_work/templates/${id}/`, token, body });

  beforeAll(async () => {
    const { rows } = await ctx.db.query<{ id: number }>(
      "INSERT INTO directions (name) VALUES ('Dirección de prueba de plantillas A'), ('Dirección de prueba de plantillas B') RETURNING id",
    );
    consumerDirection = Number(rows[0]!.id);
    otherDirection = Number(rows[1]!.id);
    coordinator = await member(ctx, 'Coordinador', consumerDirection);
    analyst = await member(ctx, 'Analista', consumerDirection);
    administrator = await member(ctx, 'Administrador', otherDirection);
    otherCoordinator = await member(ctx, 'Coordinador', otherDirection);
  });

  it('lets the coordinator create, edit and deactivate; the analyst uses the active ones and changes none', async () => {
    const directions = await ctx.request({
      url: '/api/case_work/templates/directions/',
      token: coordinator.token,
    });
    expect(directions.json()).toEqual({
      own: { id: consumerDirection, name: 'Dirección de prueba de plantillas A' },
      managed: [{ id: consumerDirection, name: 'Dirección de prueba de plantillas A' }],
    });
    const analystDirections = await ctx.request({
      url: '/api/case_work/templates/directions/',
      token: analyst.token,
    });
    expect(analystDirections.json().managed).toEqual([]);

    const created = await post(coordinator.token, {
      name: 'Solicitud de extracto',
      kind: 'consumer_request',
      body: 'Hola, {nombre_consumidor}: envíanos el extracto de la queja {codigo}.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const template = created.json() as Template;
    expect(template).toMatchObject({
      is_active: true,
      direction: { id: consumerDirection },
      updated_by: 'Ana Gómez',
    });

    const refused = await post(analyst.token, { name: 'Mía', kind: 'note', body: 'Nota' });
    expect([refused.statusCode, refused.json().detail]).toEqual([403, T.templateManagersOnly]);
    const analystEdit = await put(analyst.token, template.id, { name: 'Otra' });
    expect([analystEdit.statusCode, analystEdit.json().detail]).toEqual([403, T.templateManagersOnly]);
    expect((await list(analyst.token)).map((t) => t.name)).toEqual(['Solicitud de extracto']);

    const renamed = await put(coordinator.token, template.id, { name: 'Solicitud del extracto mensual' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      name: 'Solicitud del extracto mensual',
      kind: 'consumer_request',
    });

    const deactivated = await put(coordinator.token, template.id, { is_active: false });
    expect(deactivated.json()).toMatchObject({ is_active: false, name: 'Solicitud del extracto mensual' });
    // Offered to no one; kept for whoever manages the direction.
    expect(await list(analyst.token)).toEqual([]);
    expect(
      (await list(coordinator.token, '?include_inactive=true')).map((t) => [t.name, t.is_active]),
    ).toEqual([['Solicitud del extracto mensual', false]]);
    const reactivated = await put(coordinator.token, template.id, { is_active: true });
    expect(reactivated.json().is_active).toBe(true);
  });

  it("lets an administrator manage any direction's templates, and answers 404 for another direction's", async () => {
    const created = await post(administrator.token, {
      direction: consumerDirection,
      name: 'Cierre por desistimiento',
      kind: 'closing',
      body: 'Cerramos la queja {codigo} el {fecha}.',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().direction.id).toBe(consumerDirection);
    const adminList = await list(
      administrator.token,
      `?direction=${consumerDirection}&include_inactive=true`,
    );
    expect(adminList.map((t) => t.name)).toContain('Cierre por desistimiento');

    // The other direction's coordinator neither sees nor changes them.
    const peek = await ctx.request({
      url: `/api/case_work/templates/?direction=${consumerDirection}`,
      token: otherCoordinator.token,
    });
    expect(peek.statusCode).toBe(404);
    const edit = await put(otherCoordinator.token, created.json().id, { name: 'Ajena' });
    expect(edit.statusCode).toBe(404);
    const into = await post(otherCoordinator.token, {
      direction: consumerDirection,
      name: 'Intrusa',
      kind: 'note',
      body: 'x',
    });
    expect([into.statusCode, into.json().detail]).toEqual([403, T.templateManagersOnly]);

    const duplicate = await post(coordinator.token, {
      name: 'cierre por DESISTIMIENTO',
      kind: 'closing',
      body: 'Otro texto.',
    });
    expect([duplicate.statusCode, duplicate.json().message]).toEqual([400, { name: [T.templateNameTaken] }]);
    const unknown = await post(coordinator.token, { name: 'Mala', kind: 'note', body: 'Hola {consumidor}' });
    expect(unknown.json().message.body[0]).toMatch(
      /^La variable \{consumidor\} no existe\. Usa: \{nombre_consumidor\}/,
    );
  });
});
