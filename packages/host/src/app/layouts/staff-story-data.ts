/**
 * Realistic records shared by the staff screens' stories: supervised entities, directions,
 * roles, modules and people, as the server names them. Stories only.
 */

/** Supervised entities (`tipo_entidad`-`entidad_cod`). */
export const STORY_ENTITIES = [
  { id: 3, tipo_entidad: 1, entidad_cod: '7', name: 'Bancolombia S.A.' },
  { id: 8, tipo_entidad: 1, entidad_cod: '39', name: 'Banco Davivienda S.A.' },
  { id: 11, tipo_entidad: 1, entidad_cod: '1', name: 'Banco de Bogotá S.A.' },
  { id: 21, tipo_entidad: 14, entidad_cod: '25', name: 'Seguros de Vida Suramericana S.A.' },
] as const;

/** Entity types. */
export const STORY_ENTITY_TYPES = [
  { id: 1, name: 'Establecimientos bancarios' },
  { id: 14, name: 'Compañías de seguros de vida' },
  { id: 23, name: 'Sociedades administradoras de fondos de pensiones y cesantías' },
];

/** Directions of the authority. */
export const STORY_DIRECTIONS = [
  { id: 1, name: 'Dirección de Protección al Consumidor Financiero' },
  { id: 2, name: 'Delegatura para Funciones Jurisdiccionales' },
  { id: 3, name: 'Dirección de Supervisión de Conductas' },
];

/** Modules of the dashboard (`/modules_list/`). */
export const STORY_MODULES = [
  { id: 1, name: 'Usuarios' },
  { id: 6, name: 'Roles' },
  { id: 9, name: 'Gestión de quejas' },
  { id: 12, name: 'Reportes' },
  { id: 28, name: 'Alertas' },
];

/** Roles (`/group/`). */
export const STORY_ROLES = [
  {
    id: 2,
    name: 'Analista de quejas',
    description: 'Gestiona las quejas asignadas a su dirección.',
    is_active: true,
    modules: [STORY_MODULES[2]!, STORY_MODULES[4]!],
    users_count: 18,
    created_at: '2026-02-03T14:20:00.000Z',
  },
  {
    id: 3,
    name: 'Administrador del portal',
    description: 'Administra usuarios, roles, direcciones y entidades.',
    is_active: true,
    modules: [STORY_MODULES[0]!, STORY_MODULES[1]!],
    users_count: 3,
    created_at: '2026-01-15T13:00:00.000Z',
  },
  {
    id: 5,
    name: 'Consulta de reportes',
    description: null,
    is_active: false,
    modules: [STORY_MODULES[3]!],
    users_count: 0,
    created_at: '2026-06-22T16:45:00.000Z',
  },
];

/** Positions of staff accounts. */
export const STORY_POSITIONS = [
  { id: 1, name: 'Analista' },
  { id: 2, name: 'Coordinador' },
  { id: 3, name: 'Superintendente delegado' },
];
