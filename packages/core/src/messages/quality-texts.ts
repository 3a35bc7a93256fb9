/**
 * Texts of the quality screens and their API (issue 12): samples of closed complaints evaluated
 * against criteria, duplicate complaints, analysts' productivity. The spec names these screens
 * but does not word them; the portal's register (tú).
 */
export const QUALITY_TEXTS = {
  /** Names of the dashboard modules (reference-lists.json), for the 403 detail. */
  modules: {
    samples: 'Muestras',
    productivityReport: 'Reporte de productividad',
    duplicates: 'Quejas duplicadas',
    productivity: 'Productividad',
  },

  // Server validation
  periodOrder: 'La fecha final debe ser igual o posterior a la fecha inicial.',
  dateInvalid: 'Introduce una fecha válida con el formato AAAA-MM-DD.',
  entityUnknown: (id: number) => `La entidad ${id} no existe o no puedes consultarla.`,
  emptyPopulation: 'No hay quejas cerradas de esas entidades en ese periodo: no se puede tomar una muestra.',
  criterionUnknown: 'El criterio no existe o está inactivo.',
  complaintNotInSample: 'La queja no pertenece a esta muestra.',
  criterionNameTaken: 'Ya existe un criterio con ese nombre.',
  duplicateAlreadyDecided: 'Este candidato ya fue confirmado o descartado.',
  duplicateComplaintClosed: 'La queja ya está cerrada: no se puede cerrar como duplicada.',
  duplicateOriginal: (code: string) => `Queja cerrada por duplicada de la queja ${code}.`,

  // Shared labels
  verdicts: { cumple: 'Cumple', no_cumple: 'No cumple', no_aplica: 'No aplica' } as Readonly<
    Record<string, string>
  >,
  strata: { none: 'Sin estratos', producto: 'Por producto', canal: 'Por canal' } as Readonly<
    Record<string, string>
  >,
  allStrata: 'Todas',
  noData: 'Sin dato',
  method: (strata: string) =>
    `Muestreo aleatorio simple${strata === 'none' ? '' : ' estratificado con asignación proporcional'}; ` +
    'orden por md5(semilla:código de la queja) dentro de cada estrato.',
  reproduce: (seed: string) =>
    `Para obtener la misma muestra, crea una nueva con las mismas entidades, periodo, estratos, confianza, margen y la semilla «${seed}»: ` +
    'las quejas se ordenan por md5("semilla:código de la queja") dentro de cada estrato y se toman las primeras de cada uno.',
} as const;
