/**
 * Texts of the embeddable complaint elements' own states (`sfc-complaint-form`,
 * `sfc-complaint-tracking` on any page): signing in inside the element, a staff account, the
 * signed-in bar. Written once here, in the portal's register (tú); the screens' texts stay in
 * COMPLAINT_SCREEN_TEXTS and PORTAL_TEXTS.
 */
export const EMBED_TEXTS = {
  formSignInHeading: 'Ingresa para radicar tu queja',
  trackingSignInHeading: 'Ingresa para consultar tus quejas',
  staffCannotFile:
    'Ingresaste con una cuenta de funcionario. Las quejas se radican con una cuenta de consumidor financiero: cierra la sesión e ingresa con la tuya.',
  staffCannotTrack:
    'Ingresaste con una cuenta de funcionario. Aquí se consultan las quejas de un consumidor financiero: cierra la sesión e ingresa con tu cuenta de consumidor.',
  signedInAs: (name: string) => `Ingresaste como ${name}.`,
  signOut: 'Cerrar sesión',
  signingOut: 'Cerrando sesión...',
  signedOut: 'Cerraste tu sesión.',
  /** An element whose page already shows the sign-in in another element: one sign-in serves all. */
  signInOnce: (heading: string) =>
    `Ingresa una sola vez para toda la página, en «${heading}»: después verás aquí lo tuyo sin volver a ingresar.`,
  goToSignIn: 'Ir al ingreso',
} as const;
