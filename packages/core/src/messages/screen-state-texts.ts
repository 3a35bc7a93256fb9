/**
 * Texts of the one pattern of a staff screen's states (loading, empty, not found, missing id, not
 * allowed, failed): each with a heading and a way back.
 */
export const SCREEN_STATE_TEXTS = {
  loadingTitle: 'Cargando…',
  loadingBody: 'Estamos consultando la información. Esto puede tardar unos segundos.',
  emptyTitle: 'No hay información para mostrar',
  emptyBody: 'Todavía no hay registros aquí.',
  notFoundTitle: 'No encontramos este registro',
  notFoundBody:
    'El registro que buscas no existe o no está a tu cargo. Revisa el enlace o vuelve a la lista.',
  missingIdTitle: 'Falta el identificador del registro',
  missingIdBody: 'El enlace no indica qué registro abrir: vuelve a la lista y elige uno.',
  forbiddenTitle: 'No tiene permiso para ver este registro',
  forbiddenBody: 'Tu usuario no tiene acceso a este registro. Si lo necesitas, pídelo al administrador.',
  errorTitle: 'Algo salió mal',
  backHome: 'Volver al inicio del panel',
} as const;
