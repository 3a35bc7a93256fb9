// The shape of the scale benchmark's data (bench/seed-scale.ts and bench/scale.ts share it).

const firstNames = [
  'Laura',
  'Andrés',
  'María',
  'Juan',
  'Camila',
  'Santiago',
  'Valentina',
  'Carlos',
  'Daniela',
  'Jorge',
  'Paola',
  'Luis',
  'Natalia',
  'Felipe',
  'Ana',
  'Sebastián',
];
const lastNames = [
  'Gómez',
  'Rodríguez',
  'Martínez',
  'López',
  'García',
  'Hernández',
  'Pérez',
  'Sánchez',
  'Ramírez',
  'Torres',
  'Díaz',
  'Vargas',
  'Rojas',
  'Moreno',
  'Muñoz',
  'Jiménez',
  'Castro',
  'Ortiz',
];
const products = [
  'tarjeta de crédito',
  'crédito de consumo',
  'cuenta de ahorros',
  'crédito hipotecario',
  'seguro de vida',
  'CDT',
  'leasing habitacional',
  'crédito de vehículo',
  'cuenta corriente',
  'seguro de desempleo',
  'libranza',
  'billetera digital',
];
const problems = [
  'un cobro no reconocido',
  'la demora en la respuesta a una solicitud',
  'el cobro de intereses excesivos',
  'un reporte negativo en centrales de riesgo',
  'un débito automático sin autorización',
  'un fraude por suplantación de identidad',
  'el cobro de la cuota de manejo',
  'la mala atención en la oficina',
  'una transferencia que no fue abonada',
  'la negación de un reembolso',
  'la venta de un seguro que no pedí',
  'el bloqueo de mi producto sin aviso',
];
const details = [
  'El valor aparece en el extracto del último mes.',
  'Llamé varias veces a la línea de atención sin solución.',
  'La oficina me indicó que debía esperar treinta días.',
  'Adjunto el soporte de la operación y mi documento de identidad.',
  'Nunca autoricé esa operación desde la aplicación móvil.',
  'El asesor me dio información distinta a la del contrato.',
  'Pagué la obligación completa y el reporte sigue vigente.',
  'El cajero no entregó el dinero pero sí debitó la cuenta.',
];

const sqlArray = (items: string[]) =>
  `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(', ')}]::text[]`;

/** Sizes, the entity the benchmark acts as, and the word lists (also as SQL arrays). */
export const SCALE = {
  database: 'sfc_scale',
  consumers: 50_000,
  /** Bancolombia: 12 % of all complaints, its last 120 days still pending for the entity API. */
  entity: { tipo_entidad: 1, entidad_cod: '7' },
  firstNames,
  lastNames,
  products,
  problems,
  details,
  sql: {
    firstNames: sqlArray(firstNames),
    lastNames: sqlArray(lastNames),
    products: sqlArray(products),
    problems: sqlArray(problems),
    details: sqlArray(details),
  },
};
