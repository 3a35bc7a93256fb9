/**
 * The dashboard's modules (portal-spec §3 "Module: id, name"), by the names the server seeds
 * (packages/server/data/catalogs/reference-lists.json). They are also the first breadcrumb label of
 * every dashboard screen: the navigation guard opens a screen when one of the user's module names
 * equals one of its labels (docs/decisions/0002-module-matching.md).
 */
export const MODULE_NAMES = {
  users: 'Usuarios',
  financialConsumers: 'Consumidores financieros',
  technicalSupport: 'Soporte técnico',
  userHistory: 'Histórico de usuarios',
  entities: 'Entidades',
  roles: 'Roles',
  directions: 'Direcciones',
  fileComplaint: 'Radicar queja',
  complaintManagement: 'Gestión de quejas',
  complaintSearch: 'Búsqueda de quejas',
  complaintHistory: 'Histórico de quejas',
  desistments: 'Desistimientos',
  samples: 'Muestras',
  productivityReport: 'Reporte de productividad',
  duplicates: 'Quejas duplicadas',
  reports: 'Reportes',
  fraud: 'Fraude',
  favorability: 'Favorabilidad',
  productivity: 'Productividad',
  map: 'Mapa',
  annualReport: 'Informe anual',
  annualReportRegistry: 'Registro de informe anual',
  recommendations: 'Recomendaciones',
  jurisdictional: 'Demandas jurisdiccionales',
  rightOfPetition: 'Derecho de petición',
  habeasData: 'Habeas data',
  rates: 'Tarifas',
  alerts: 'Alertas',
  alertSettings: 'Configuración de alertas',
  entityAlerts: 'Alertas EV',
} as const;

/** A module's name as {@link MODULE_NAMES} spells it. */
export type ModuleName = (typeof MODULE_NAMES)[keyof typeof MODULE_NAMES];

/**
 * Texts of the staff workspace (`/dashboard`): its navigation, the "no tiene permiso" page, the
 * list pattern every staff list uses (filters, sortable table, pages, export, states) and the
 * administration screens (users, roles, entities, directions, consumers, support, history).
 * The spec names these screens but does not word them; written once here, in the portal's
 * register (tú, like the rest of the portal's own texts).
 */
export const STAFF_WORKSPACE_TEXTS = {
  // Workspace frame
  moduleNavLabel: 'Módulos',
  moduleNavToggle: 'Menú de módulos',
  moduleNavHome: 'Inicio del panel',
  sessionBarLabel: 'Sesión',
  signedInAs: (name: string) => `Sesión de ${name}`,
  signOut: 'Cerrar sesión',

  // "No tiene permiso"
  forbiddenTitle: 'No tiene permiso para ver esta página',
  forbiddenBody: (module: string) =>
    `Tu rol no incluye el módulo «${module}». Si lo necesitas, pide a un administrador que lo asigne a tu rol.`,
  forbiddenBodyNoModule: 'Tu rol no incluye el módulo de esta página.',
  forbiddenHome: 'Volver al inicio del panel',

  // The list pattern
  filtersLabel: 'Filtros',
  applyFilters: 'Filtrar',
  clearFilters: 'Limpiar filtros',
  searchLabel: 'Buscar',
  anyOption: 'Todos',
  listLoading: 'Cargando la lista…',
  listUpdating: 'Actualizando…',
  listEmpty: 'No hay resultados para estos filtros.',
  listEmptyUnfiltered: 'Todavía no hay registros.',
  listError: 'No pudimos cargar la lista.',
  listCaption: (title: string, page: number, pages: number, count: number) =>
    `${title}: ${count} ${count === 1 ? 'resultado' : 'resultados'}, página ${page} de ${pages}`,
  sortBy: (column: string) => `Ordenar por ${column}`,
  sortedAscending: 'orden ascendente',
  sortedDescending: 'orden descendente',
  pagingLabel: (title: string) => `Páginas de ${title}`,
  previousPage: 'Anterior',
  nextPage: 'Siguiente',
  firstPage: 'Primera',
  lastPage: 'Última',
  pageOf: (page: number, pages: number) => `Página ${page} de ${pages}`,
  pageSizeLabel: 'Filas por página',
  exportHeading: 'Exportar',
  exportDone: (rows: number) => `Archivo generado con ${rows} ${rows === 1 ? 'fila' : 'filas'}.`,
  actionsColumn: 'Acciones',
  edit: 'Editar',
  editOf: (name: string) => `Editar ${name}`,
  view: 'Ver',
  viewOf: (name: string) => `Ver ${name}`,
  active: 'Activo',
  inactive: 'Inactivo',
  stateColumn: 'Estado',
  stateFilter: 'Estado',
  yes: 'Sí',
  no: 'No',

  // Users
  usersTitle: 'Usuarios',
  usersIntro: 'Cuentas del personal: rol, dirección, cargo y entidades de los usuarios DCF y EV.',
  addUser: 'Crear usuario',
  editUser: 'Editar usuario',
  userName: 'Nombre',
  userEmail: 'Correo electrónico',
  userIdentification: 'Identificación',
  userPosition: 'Cargo',
  userRoles: 'Roles',
  userDirection: 'Dirección',
  userEntities: 'Entidades',
  usersSearchHint: 'Nombre, correo o identificación',
  usersFileName: 'usuarios',

  // Roles
  rolesTitle: 'Roles',
  rolesIntro: 'Un rol es un nombre y los módulos que abre.',
  addRole: 'Crear rol',
  editRole: 'Editar rol',
  roleName: 'Nombre del rol',
  roleModules: 'Módulos',
  roleUsers: 'Usuarios',
  roleUsersOf: (name: string) => `Usuarios del rol ${name}`,
  roleUsersCrumb: 'Usuarios del rol',
  roleUsersActive: 'Activos',
  roleUsersInactive: 'Inactivos',
  rolesFileName: 'roles',
  roleDescription: 'Descripción',
  roleUsersCount: 'Usuarios',
  roleUsersLink: (count: number, name: string) => `${count} usuarios del rol ${name}`,
  activate: 'Activar',
  inactivate: 'Inactivar',
  activateOf: (name: string) => `Activar ${name}`,
  inactivateOf: (name: string) => `Inactivar ${name}`,
  activated: (name: string) => `${name} quedó activo.`,
  inactivated: (name: string) => `${name} quedó inactivo.`,
  roleUsersTitle: (name: string, active: boolean) =>
    `Usuarios ${active ? 'activos' : 'inactivos'} del rol ${name}`,
  showActiveUsers: 'Ver usuarios activos',
  showInactiveUsers: 'Ver usuarios inactivos',
  backToRoles: 'Volver a los roles',

  // Entities
  entitiesTitle: 'Entidades vigiladas',
  entitiesIntro: 'Entidades vigiladas: tipo y código, NIT, nombre, grupo y estado.',
  addEntity: 'Crear entidad',
  editEntity: 'Editar entidad',
  entityName: 'Nombre',
  entityNit: 'NIT',
  entityType: 'Tipo de entidad',
  entityCode: 'Código',
  entityGroup: 'Grupo',
  entitiesFileName: 'entidades',
  entityApiAccount: 'Cuenta de API',
  entitySearchHint: 'Nombre, NIT o código (p. ej. 1-7)',
  massiveUploadTitle: 'Carga masiva de entidades',
  massiveUploadIntro:
    'Sube una hoja de cálculo (xlsx, xls o csv) con una entidad por fila. Se aplican las filas válidas y se informa el motivo de cada fila rechazada.',
  massiveUploadSubmit: 'Cargar archivo',
  massiveInactivationTitle: 'Inactivación masiva',

  // Directions
  directionsTitle: 'Direcciones',
  directionsIntro: 'Direcciones de la Superintendencia a las que pertenece el personal.',
  addDirection: 'Crear dirección',
  editDirection: 'Editar dirección',
  directionName: 'Nombre',
  directionsFileName: 'direcciones',
  directionUsers: 'Usuarios',
} as const;
