/**
 * Texts of the accessibility bar (portal-spec §1: contrast toggle, font size, relay-centre
 * link). The spec names the controls but does not word them; written once here.
 */
export const ACCESSIBILITY_BAR_TEXTS = {
  barLabel: 'Opciones de accesibilidad',
  contrast: 'Contraste',
  decreaseFont: 'Reducir letra',
  increaseFont: 'Aumentar letra',
  relayCentre: 'Centro de Relevo',
  opensInNewTab: '(se abre en una nueva pestaña)',
  fontSizeNow: (px: number) => `Tamaño de letra: ${px} píxeles`,
  fontSizeAtMin: (px: number) => `No es posible reducir más la letra: ya está en ${px} píxeles`,
  fontSizeAtMax: (px: number) => `No es posible aumentar más la letra: ya está en ${px} píxeles`,
  contrastOn: 'Alto contraste activado',
  contrastOff: 'Alto contraste desactivado',
} as const;
