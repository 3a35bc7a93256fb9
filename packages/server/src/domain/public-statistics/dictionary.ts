/**
 * The data dictionary and the licence of the public statistics, served as they are
 * (`GET /api/public-statistics/dictionary/`, `GET /api/public-statistics/licence/`) and written out
 * in packages/server/docs/public-statistics-api.md. The licence text is stable: a change is a new
 * version with its own identifier.
 */

/** Identifier of the licence text below. */
export const LICENCE_ID = 'CC-BY-4.0';

/** The licence of the published figures (Spanish, shown to users). */
export const LICENCE_TEXT = `Licencia de las estadísticas públicas de quejas — versión 1 (${LICENCE_ID})

Las cifras de esta página y de sus descargas (JSON, CSV y Excel) son datos abiertos publicados por
la autoridad de supervisión financiera bajo la licencia Creative Commons Atribución 4.0
Internacional (CC BY 4.0), https://creativecommons.org/licenses/by/4.0/deed.es.

Usted puede copiar, redistribuir, transformar y usar las cifras con cualquier propósito, incluso
comercial, siempre que cite la fuente así: «Fuente: Estadísticas públicas de quejas, Portal de
quejas de la autoridad de supervisión financiera, cifras con días cerrados hasta AAAA-MM-DD».

Las cifras no contienen datos personales: cuentan quejas por trimestre, entidad, producto, motivo y
departamento; toda celda de menos de 10 quejas se publica como «menos de 10» y las que permitirían
calcularla, como «reservado». Se entregan tal como están, sin garantía; se recalculan cada día.
`;

/** One field of the downloads and of the JSON rows. */
export interface DictionaryField {
  campo: string;
  tipo: string;
  descripcion: string;
}

/** The data dictionary (the CSV/xlsx columns; the JSON rows use the same names). */
export const DATA_DICTIONARY: DictionaryField[] = [
  {
    campo: 'periodo',
    tipo: 'texto',
    descripcion: 'Año (AAAA) o trimestre (AAAA-T1 a AAAA-T4) de radicación, hora de Bogotá.',
  },
  {
    campo: 'seccion',
    tipo: 'texto',
    descripcion: 'resumen (los filtros), trimestre, producto, motivo o ranking (entidades del sector).',
  },
  {
    campo: 'clave',
    tipo: 'texto',
    descripcion: 'Código del grupo: trimestre, código de producto o de motivo, o tipo-código de la entidad.',
  },
  {
    campo: 'nombre',
    tipo: 'texto',
    descripcion: 'Nombre del grupo («No informado» si la queja no lo trae).',
  },
  { campo: 'sector', tipo: 'texto', descripcion: 'Tipo de entidad (solo en la sección ranking).' },
  {
    campo: 'quejas',
    tipo: 'entero o texto',
    descripcion:
      'Quejas radicadas en el periodo en días ya cerrados; «menos de 10» o «reservado» si no se publica.',
  },
  {
    campo: 'por_10000_clientes',
    tipo: 'decimal o texto',
    descripcion:
      'Quejas por cada 10.000 clientes o contratos de la entidad (tamaño del año del periodo o el último anterior); vacío si no se conoce.',
  },
  {
    campo: 'a_tiempo_pct',
    tipo: 'decimal o texto',
    descripcion:
      'De las quejas respondidas (cerradas o escaladas), porcentaje respondido dentro del término legal de 15 días hábiles (más la prórroga cuando la hubo).',
  },
  {
    campo: 'mediana_dias',
    tipo: 'decimal o texto',
    descripcion: 'Mediana de los días hábiles usados para responder.',
  },
  {
    campo: 'a_favor_pct',
    tipo: 'decimal o texto',
    descripcion: 'De las quejas decididas, porcentaje decidido totalmente a favor del consumidor.',
  },
  {
    campo: 'escaladas_pct',
    tipo: 'decimal o texto',
    descripcion: 'Porcentaje de las quejas escaladas al defensor del consumidor financiero.',
  },
];
