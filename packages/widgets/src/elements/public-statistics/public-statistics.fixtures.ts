import type {
  PublicStatisticsData,
  StatisticsFilterOptions,
  StatisticsRow,
} from './public-statistics-calls.js';

/** Fixtures of the public statistics' stories and tests: the open-data API's answers. */

export const row = (
  clave: string,
  nombre: string,
  quejas: number | string,
  extra: Partial<StatisticsRow> = {},
): StatisticsRow => ({
  clave,
  nombre,
  quejas,
  por_10000_clientes: null,
  a_tiempo_pct: typeof quejas === 'number' && quejas >= 40 ? 82.5 : 'menos de 10',
  mediana_dias: typeof quejas === 'number' ? 9 : quejas,
  a_favor_pct: typeof quejas === 'number' && quejas >= 40 ? 34.1 : 'menos de 10',
  escaladas_pct: 'menos de 10',
  ...extra,
});

/** The filter values the server offers (a few of the demo's). */
export const FILTER_OPTIONS: StatisticsFilterOptions = {
  periodos: ['2026', '2026-T4', '2026-T3', '2026-T2', '2026-T1', '2025'],
  cerrado_hasta: '2026-11-26',
  sectores: [
    { id: 1, nombre: 'Establecimientos bancarios' },
    { id: 4, nombre: 'Sociedades especializadas en depósitos y pagos electrónicos' },
  ],
  entidades: [
    { id: 7, nombre: 'Bancolombia', sector: 1 },
    { id: 39, nombre: 'Banco Davivienda', sector: 1 },
    { id: 130, nombre: 'Nequi', sector: 4 },
  ],
  productos: [
    { id: 1, nombre: 'Cuenta de ahorros' },
    { id: 2, nombre: 'Tarjeta de crédito' },
  ],
  departamentos: [
    { id: '11', nombre: 'Bogotá, D.C.' },
    { id: '05', nombre: 'Antioquia' },
  ],
};

/** A year of the whole sector, with hidden cells of both kinds. */
export const SECTOR_YEAR: PublicStatisticsData = {
  periodo: '2026',
  desde: '2026-01-01',
  hasta: '2026-11-26',
  cerrado_hasta: '2026-11-26',
  minimo_publicable: 10,
  resumen: row('', '', 1043, { escaladas_pct: 3.1 }),
  por_trimestre: [
    row('2026-T1', '2026-T1', 240),
    row('2026-T2', '2026-T2', 262),
    row('2026-T3', '2026-T3', 301),
    row('2026-T4', '2026-T4', 240),
  ],
  por_producto: [
    row('2', 'Tarjeta de crédito', 388),
    row('1', 'Cuenta de ahorros', 301),
    row('7', 'Crédito de vivienda', 'reservado'),
    row('9', 'Leasing', 'menos de 10'),
  ],
  por_motivo: [
    row('913', 'Fraude', 128),
    row('901', 'Cobros no pactados', 97),
    row('905', 'Demora en la respuesta', 'menos de 10'),
  ],
  ranking: [
    row('4-130', 'Nequi', 96, { sector: 'Sociedades especializadas', por_10000_clientes: 0.1 }),
    row('1-7', 'Bancolombia', 281, { sector: 'Establecimientos bancarios', por_10000_clientes: 0.2 }),
    row('1-39', 'Banco Davivienda', 166, { sector: 'Establecimientos bancarios' }),
  ],
};

/** A fetch that answers the open-data API from fixtures (`status` for the statistics). */
export function fakeFetch(
  data: PublicStatisticsData = SECTOR_YEAR,
  status = 200,
): (url: string) => Promise<Response> {
  return async (url: string) => {
    const body = url.includes('/filters/') ? FILTER_OPTIONS : status === 200 ? data : { status_code: status };
    return new Response(JSON.stringify(body), {
      status: url.includes('/filters/') ? 200 : status,
      headers: { 'content-type': 'application/json' },
    });
  };
}
