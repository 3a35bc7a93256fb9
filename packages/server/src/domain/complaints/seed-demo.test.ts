import { join } from 'node:path';
import { expect, it } from 'vitest';
import { describeOnBothDrivers } from '../../../test/harness.js';
import { insertUser } from '../../db/repositories/users.js';
import { LocalStorage } from '../../services/storage/local-storage.js';
import { readAll } from '../../services/storage/storage-driver.js';
import { seedDemoComplaints } from './seed-demo.js';

describeOnBothDrivers('Demo complaints', (ctx) => {
  it('gives the demo consumer complaints in every state with real PDFs, once', async () => {
    const id = await ctx.db.transaction((tx) =>
      insertUser(tx, {
        email: 'demo.quejas@example.com',
        passwordHash: null,
        isVerified: true,
        person: {
          firstName: 'Demo',
          firstLastName: 'Consumidora',
          identificationType: '1',
          identificationNumber: '52123456',
        },
      }),
    );
    const storage = new LocalStorage(join(ctx.config.dataDir, 'uploads'));
    const seeded = await seedDemoComplaints(ctx.db, storage, id);
    expect(seeded.map((c) => c.estado_cod)).toEqual([1, 2, 4, 4, 5]);
    expect(seeded.map((c) => c.entity)).toEqual([
      'Bancolombia',
      'Davivienda',
      'Nequi',
      'SURA',
      'Banco de Bogotá',
    ]);
    expect(seeded[0]!.codigo_queja.startsWith('17')).toBe(true);
    // Every demo complaint names its product, one the entity's sector offers.
    const products = await ctx.db.query<{ producto_nombre: string | null }>(
      'SELECT producto_nombre FROM complaints WHERE owner_user_id = $1 ORDER BY id',
      [id],
    );
    expect(products.rows.map((r) => r.producto_nombre)).toEqual([
      'Tarjeta de crédito',
      'Cuenta de ahorros',
      'Depósito electrónico',
      'Seguro de automóviles',
      'Cuenta corriente',
    ]);

    const files = await ctx.db.query<{
      codigo_queja: string;
      storage_key: string;
      kind: string;
      original_name: string;
    }>(
      `SELECT c.codigo_queja, f.storage_key, f.kind, f.original_name FROM stored_files f
         JOIN complaints c ON c.id = f.complaint_id WHERE c.owner_user_id = $1 ORDER BY f.id`,
      [id],
    );
    expect(files.rows.filter((f) => f.kind === 'complaint')).toHaveLength(5);
    expect(files.rows.filter((f) => f.original_name.endsWith('_RESP_FINAL_SFC.pdf'))).toHaveLength(2);
    for (const f of files.rows) {
      const bytes = await readAll((await storage.get(f.storage_key)).body);
      expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }
    const ratings = await ctx.db.query(
      'SELECT r.rating FROM complaint_ratings r JOIN complaints c ON c.id = r.complaint_id WHERE c.owner_user_id = $1',
      [id],
    );
    expect(ratings.rows).toEqual([{ rating: 4 }]);
    const history = await ctx.db.query<{ action: string; actor_kind: string }>(
      `SELECT v.action, v.actor_kind FROM complaint_versions v JOIN complaints c ON c.id = v.complaint_id
        WHERE c.codigo_queja = $1 ORDER BY v.version`,
      [seeded[3]!.codigo_queja],
    );
    expect(history.rows).toEqual([
      { action: 'create', actor_kind: 'consumer' },
      { action: 'acknowledge', actor_kind: 'entity' },
      { action: 'attach', actor_kind: 'entity' },
      { action: 'close', actor_kind: 'entity' },
      { action: 'rate', actor_kind: 'consumer' },
    ]);

    expect(await seedDemoComplaints(ctx.db, storage, id)).toEqual([]);
  });
});
