/**
 * Texts of the staff workspace's layout pieces: the collapsible module menu, the compact filter
 * bar of a list and the toolbar of actions on the selected rows.
 */
export const WORKSPACE_LAYOUT_TEXTS = {
  // Compact filter bar
  filtersToggle: 'Filtros',
  noActiveFilters: 'Sin filtros: se muestran todos los registros.',
  activeFilters: (count: number) => (count === 1 ? '1 filtro activo:' : `${count} filtros activos:`),
  activeFilter: (label: string, value: string) => `${label}: ${value}`,

  // Bulk actions on the selected rows
  bulkToolbarLabel: 'Acciones sobre las filas seleccionadas',
  selectedCount: (n: number) => (n === 1 ? '1 seleccionada' : `${n} seleccionadas`),
  clearSelection: 'Quitar selección',
  selectRow: (name: string) => `Seleccionar ${name}`,
  selectPage: 'Seleccionar todas las filas de esta página',
  selectColumn: 'Selección',
  confirmBulk: 'Confirmar',
  cancelBulk: 'Cancelar',

  // Users list: inactivating several accounts at once
  usersSelected: (n: number) => (n === 1 ? '1 usuario seleccionado' : `${n} usuarios seleccionados`),
  inactivateUsersQuestion: (n: number) => (n === 1 ? '¿Inactivar 1 usuario?' : `¿Inactivar ${n} usuarios?`),
  usersInactivated: (n: number) =>
    n === 1 ? '1 usuario quedó inactivo.' : `${n} usuarios quedaron inactivos.`,
} as const;
