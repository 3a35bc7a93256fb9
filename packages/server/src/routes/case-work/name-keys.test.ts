import { beforeAll, expect, it } from 'vitest';
import { describeOnBothDrivers } from '../../../test/harness.js';
import { insertComplaint } from '../../domain/complaints/repository.js';
import { BANCOLOMBIA, staffWith } from '../alerts/alerts-test-kit.js';
import type { TestAccount } from '../complaints/complaint-test-kit.js';

/**
 * The one-box search by name (docs/case-work-api.md, "Search from one box"; ADR 0054): whole words
 * in any order through the name keys, kept by the database as names are filed, changed and
 * removed; parts of words still found when a word is no whole word of any name.
 */
describeOnBothDrivers('name search through the name keys', (ctx) => {
  let analyst: TestAccount;
  // Words no other test's names have, so each search sees only this file's complaints.
  const [first, last, other] = ['Zuleidy', 'Quintanilla', 'Urquijo'];

  const file = async (nombres: string) =>
    ctx.db.transaction((tx) =>
      insertComplaint(
        tx,
        {
          tipo_entidad: BANCOLOMBIA.tipo_entidad,
          entidad_cod: BANCOLOMBIA.entidad_cod,
          owner_user_id: null,
          codigo_pais: '170',
          departamento_cod: '11',
          municipio_cod: '11001',
          nombres,
          tipo_id_CF: 1,
          numero_id_CF: '52000111',
          tipo_persona: 1,
          canal_cod: 13,
          producto_cod: 3,
          macro_motivo_cod: 940,
          texto_queja: 'Me cobraron una cuota de manejo que no autoricé.',
          estado_cod: 1,
        },
        { userId: null, kind: 'entity' },
        new Date(),
      ),
    );
  const search = async (q: string) => {
    const res = await ctx.request({
      url: `/api/case_work/search/?q=${encodeURIComponent(q)}`,
      token: analyst.token,
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { results: { id: number; match: string; snippet: string }[] }).results.filter(
      (r) => r.match === 'name',
    );
  };

  beforeAll(async () => {
    analyst = await staffWith(ctx, [9]);
  });

  it('finds both words in any order, with or without accents, the closest name first', async () => {
    const exact = await file(`${first} Quintanílla`);
    const longer = await file(`${first} Patricia Quintanilla ${other}`);
    const reversed = await file(`Quintanilla Ríos ${first}`);
    const onlyFirst = await file(`${first} Martínez`);
    const onlyLast = await file(`Ana ${last}`);

    const found = await search(`${first.toLowerCase()} quintanilla`);
    expect(found.map((r) => r.id).sort()).toEqual([exact.id, longer.id, reversed.id].sort());
    expect(found[0]).toMatchObject({ id: exact.id, snippet: `**${first}** **Quintanílla** — 52000111` });
    expect(found.map((r) => r.id)).not.toContain(onlyFirst.id);
    expect(found.map((r) => r.id)).not.toContain(onlyLast.id);
    // Three words: every one a whole word of the name.
    expect((await search(`quintanilla ${first} ${other}`)).map((r) => r.id)).toEqual([longer.id]);
    // A part of a word is still found (the trigram index) when it is no whole word of any name.
    expect((await search(`${first} quintan`)).map((r) => r.id)).toEqual(
      expect.arrayContaining([exact.id, longer.id, reversed.id]),
    );
  });

  it('follows a name as it is changed and a complaint as it is removed', async () => {
    const c = await file(`Ofelia ${last}`);
    expect((await search(`ofelia ${last}`)).map((r) => r.id)).toEqual([c.id]);
    await ctx.db.query('UPDATE complaints SET nombres = $2 WHERE id = $1', [
      c.id,
      `Ofelia Zambrano ${other}`,
    ]);
    expect(await search(`ofelia ${last}`)).toEqual([]);
    expect((await search(`zambrano ofelia`)).map((r) => r.id)).toEqual([c.id]);
    await ctx.db.query('DELETE FROM complaints WHERE id = $1', [c.id]);
    const { rows } = await ctx.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM complaint_name_keys WHERE complaint_id = $1',
      [c.id],
    );
    expect(rows[0]!.n).toBe(0);
  });
});
