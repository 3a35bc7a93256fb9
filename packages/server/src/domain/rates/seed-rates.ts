import type { Db } from '../../db/driver.js';

/**
 * Demo rates of twelve seeded banks and Nequi: the fees of accounts, cards and transfers by
 * channel, each quarter (January, April, July, October) from 2024 to the current quarter. The figures are of the order the banks
 * publish (cuotas de manejo, retiros en cajeros de otra red, avances...), varied per bank and
 * raised each January; they are demo data, not any bank's real price list.
 */
const ENTITIES = [
  '1-1',
  '1-2',
  '1-7',
  '1-13',
  '1-23',
  '1-30',
  '1-39',
  '1-42',
  '1-43',
  '1-49',
  '1-59',
  '1-65',
  '4-130',
];

/** [format, product, service, channel, base fee 2024, unit] */
const SERVICES: [number, string, string, string, number, 'COP' | '%'][] = [
  [1, 'Cuenta de ahorros', 'Cuota de manejo mensual', 'No aplica', 9_900, 'COP'],
  [1, 'Cuenta de ahorros', 'Retiro', 'Cajero propio', 2_600, 'COP'],
  [1, 'Cuenta de ahorros', 'Retiro', 'Cajero de otra red', 7_400, 'COP'],
  [1, 'Cuenta de ahorros', 'Retiro', 'Corresponsal bancario', 1_900, 'COP'],
  [1, 'Cuenta de ahorros', 'Consulta de saldo', 'Cajero de otra red', 3_500, 'COP'],
  [1, 'Cuenta de ahorros', 'Certificación bancaria', 'Oficina', 11_500, 'COP'],
  [1, 'Cuenta corriente', 'Cuota de manejo mensual', 'No aplica', 21_000, 'COP'],
  [1, 'Cuenta corriente', 'Chequera de 30 cheques', 'Oficina', 148_000, 'COP'],
  [2, 'Tarjeta de crédito clásica', 'Cuota de manejo mensual', 'No aplica', 31_500, 'COP'],
  [2, 'Tarjeta de crédito clásica', 'Avance en efectivo', 'Cajero propio', 6_300, 'COP'],
  [2, 'Tarjeta de crédito clásica', 'Avance en efectivo', 'Oficina', 8_200, 'COP'],
  [2, 'Tarjeta de crédito clásica', 'Compras en el exterior', 'No aplica', 3, '%'],
  [2, 'Tarjeta débito', 'Cuota de manejo mensual', 'No aplica', 12_400, 'COP'],
  [2, 'Tarjeta débito', 'Reposición por pérdida o hurto', 'Oficina', 19_800, 'COP'],
  [3, 'Transferencias', 'Transferencia a otra entidad', 'Banca móvil', 6_900, 'COP'],
  [3, 'Transferencias', 'Transferencia a otra entidad', 'Internet', 6_900, 'COP'],
  [3, 'Transferencias', 'Transferencia a otra entidad', 'Oficina', 12_900, 'COP'],
  [3, 'Transferencias', 'Transferencia inmediata (Bre-B)', 'Banca móvil', 0, 'COP'],
  [3, 'Pagos', 'Pago de servicios públicos', 'Internet', 0, 'COP'],
  [3, 'Pagos', 'Giro nacional', 'Oficina', 15_400, 'COP'],
];

/** Seeds the demo rates once (nothing when any rate exists). Returns the rows inserted. */
export async function seedRatesDemo(db: Db, now: Date = new Date()): Promise<number> {
  const { rows } = await db.query<{ n: string }>('SELECT count(*) AS n FROM rates');
  if (Number(rows[0]?.n ?? 0) > 0) return 0;
  const months: string[] = [];
  for (
    let y = 2024, m = 1;
    y < now.getUTCFullYear() || (y === now.getUTCFullYear() && m <= now.getUTCMonth() + 1);
  ) {
    months.push(`${y}-${String(m).padStart(2, '0')}-01`);
    m += 3;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  const data: unknown[] = [];
  ENTITIES.forEach((entity, e) => {
    const [tipo, cod] = entity.split('-');
    SERVICES.forEach(([format, product, service, channel, base, unit], s) => {
      // A digital bank (Lulo, Nequi) charges nothing for accounts and transfers by app.
      const digital = entity === '1-65' || entity === '4-130';
      if (digital && format !== 2 && channel !== 'Oficina') return;
      if (entity === '4-130' && (product === 'Cuenta corriente' || service.startsWith('Chequera'))) return;
      const factor = 0.8 + ((e * 7 + s * 3) % 9) / 20;
      for (const period of months) {
        const year = Number(period.slice(0, 4));
        const raise = unit === '%' ? 1 : 1.0 + 0.09 * (year - 2024);
        const fee =
          digital && format !== 2
            ? 0
            : unit === '%'
              ? Math.round(base * factor * 10) / 10
              : Math.round((base * factor * raise) / 100) * 100;
        data.push({ format, tipo: Number(tipo), cod, product, service, channel, fee, unit, period });
      }
    });
  });
  await db.query(
    `INSERT INTO rates (format_id, entity_id, product, service, channel, fee, fee_unit, period, source)
     SELECT x.format, e.id, x.product, x.service, x.channel, x.fee, x.unit, x.period::date, 'demo'
       FROM jsonb_to_recordset($1::jsonb) AS x(format int, tipo int, cod text, product text, service text, channel text, fee numeric, unit text, period text)
       JOIN supervised_entities e ON e.tipo_entidad = x.tipo AND e.entidad_cod = x.cod
     ON CONFLICT DO NOTHING`,
    [JSON.stringify(data)],
  );
  const after = await db.query<{ n: string }>('SELECT count(*) AS n FROM rates');
  return Number(after.rows[0]?.n ?? 0);
}
