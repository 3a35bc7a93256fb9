import { SIGN_IN_TEXTS } from './sign-in-texts.js';

/**
 * Texts of the host portal's shell and public screens (portal-spec §2) that the spec does not
 * word: page titles, headings, labels, links and confirmations. Written once here, in the
 * portal's register (tú); the spec's own texts stay in MESSAGES and are used from there.
 */
export const PORTAL_TEXTS = {
  // Shell (GOV.CO layout)
  pageTitle: (page: string) => `${page} | Portal de quejas SFC`,
  skipLink: 'Saltar al contenido principal',
  govCoLogo: 'GOV.CO',
  govCoLinkLabel: 'Ir a GOV.CO, el portal único del Estado colombiano',
  authorityName: 'Superintendencia Financiera de Colombia',
  authorityLogo: 'SFC',
  siteName: 'Portal de quejas de consumidores financieros',
  homeLinkLabel: 'Portal de quejas, página de inicio',
  mainNavLabel: 'Menú principal',
  breadcrumbLabel: 'Ruta de navegación',
  navSignIn: 'Ingresar',
  navSignUp: 'Registrarse',
  navSupport: 'Soporte técnico',
  navProfile: 'Mi perfil',
  navSignOut: 'Cerrar sesión',
  navCustomerHome: 'Mi espacio',
  navDashboardHome: 'Panel de gestión',
  footerLabel: 'Información de contacto',
  footerDemoNote:
    'Portal de demostración: la información de contacto es de ejemplo y no corresponde a ninguna entidad real.',
  footerAddress: 'Dirección: Calle 00 # 00-00, Ciudad de ejemplo',
  footerPhone: 'Línea de atención: 000 000 0000 (ejemplo)',
  footerEmail: 'Correo: contacto@ejemplo.com (ejemplo)',
  footerHours: 'Horario de atención: lunes a viernes, de 8:00 a. m. a 5:00 p. m.',
  footerCopyright: 'Portal de quejas de consumidores financieros, modelo de demostración.',
  reloadPage: 'Recargar página',
  dismissNotice: 'Cerrar aviso',
  loadingPage: 'Cargando la página...',
  bootFailed: 'No fue posible cargar la configuración del portal. Revisa tu conexión y recarga la página.',

  // Not found and maintenance
  notFoundTitle: 'Página no encontrada',
  notFoundBody: 'La página que buscas no existe o cambió de dirección.',
  backHome: 'Volver al inicio',
  maintenanceTitle: 'Servicio no disponible',
  maintenanceRetry: 'Por favor, intenta de nuevo en unos minutos.',

  // Landing (/sfc)
  landingTitle: 'Portal de quejas',
  landingHeading: 'Portal de quejas de consumidores financieros',
  landingIntro:
    'Si tienes una inconformidad con una entidad vigilada por la Superintendencia Financiera de Colombia (un banco, una aseguradora, una sociedad fiduciaria o un fondo de pensiones, entre otras), aquí puedes presentar tu queja y hacerle seguimiento.',
  landingWhatHeading: 'Qué puedes hacer en este portal',
  landingWhat: [
    'Radicar una queja contra una entidad vigilada y adjuntar tus documentos de soporte.',
    'Consultar el estado de tus quejas y la respuesta de la entidad.',
    'Agregar anexos, presentar una réplica, escalar tu queja al defensor del consumidor financiero o desistir de ella.',
    'Calificar la atención que recibiste.',
  ],
  landingStartHeading: 'Cómo empezar',
  landingSignInTitle: 'Ya tengo una cuenta',
  landingSignInBody: 'Ingresa con tu correo, tu contraseña y un código de verificación.',
  landingSignUpTitle: 'Soy nuevo en el portal',
  landingSignUpBody: 'Crea tu cuenta de consumidor financiero en pocos minutos.',
  landingSignUpAction: 'Crear una cuenta',
  landingSupportTitle: '¿Necesitas ayuda?',
  landingSupportBody: 'Si tienes problemas para usar el portal, cuéntanos qué pasó y te ayudaremos.',
  landingSupportAction: 'Solicitar soporte técnico',

  // Sign-in (/login): in their own module, shared with the embeddable elements' sign-in.
  ...SIGN_IN_TEXTS,

  // Registration (/signup)
  signupTitle: 'Registro',
  signupHeading: 'Crear una cuenta',
  signupIntro:
    'Completa tus datos para crear tu cuenta de consumidor financiero. Los campos marcados con * son obligatorios.',
  personalDataHeading: 'Datos personales',
  contactDataHeading: 'Datos de contacto',
  passwordHeading: 'Contraseña',
  documentsHeading: 'Documentos de soporte',
  personTypeLabel: 'Tipo de persona',
  identificationTypeLabel: 'Tipo de identificación',
  identificationTypeNotNatural:
    'Este documento no es de una persona natural: elige cédula, pasaporte u otro documento personal.',
  identificationTypeNotLegal:
    'Una persona jurídica se identifica con su RUT (NIT) o como sociedad extranjera sin NIT.',
  identificationNumberLabel: 'Número de identificación',
  firstNameLabel: 'Primer nombre',
  secondNameLabel: 'Segundo nombre',
  firstLastNameLabel: 'Primer apellido',
  secondLastNameLabel: 'Segundo apellido',
  emailLabel: 'Correo electrónico',
  phoneLabel: 'Número de celular',
  phoneHint: 'Solo números, por ejemplo 3001234567.',
  newPasswordLabel: 'Contraseña',
  confirmPasswordLabel: 'Confirmar contraseña',
  passwordMismatch: 'Las contraseñas no coinciden.',
  passwordWeak: 'La contraseña no cumple con los requisitos.',
  termsLabel: 'Términos y condiciones',
  termsOption:
    'Acepto los términos y condiciones de uso del portal y autorizo el tratamiento de mis datos personales.',
  documentsLabel: 'Documentos (opcional)',
  documentsHint: 'Por ejemplo, una copia de tu documento de identidad.',
  signupSubmit: 'Crear cuenta',
  solvingCaptcha: 'Verificando que no eres un robot...',
  sending: 'Enviando...',
  errorSummaryTitle: 'Revisa la información del formulario',
  errorSummaryBody: 'Hay campos con errores. Corrígelos para continuar.',
  haveAccount: '¿Ya tienes una cuenta? Ingresa',

  // Account confirmation (/verify)
  verifyTitle: 'Confirmar cuenta',
  verifyIntro: 'Escribe el código de 6 dígitos que enviamos a tu correo electrónico para activar tu cuenta.',
  confirmationCodeLabel: 'Código de confirmación',
  confirm: 'Confirmar',
  goToSignIn: 'Ingresar',

  // Sign-out (/logout)
  logoutTitle: 'Sesión cerrada',
  loggingOut: 'Cerrando tu sesión...',
  logoutBody: 'Por tu seguridad, cierra el navegador si usas un equipo compartido.',
  signInAgain: 'Ingresar de nuevo',

  // Password recovery (/recovery, /recovery/restore)
  recoveryTitle: 'Recuperar contraseña',
  recoveryIntro:
    'Escribe el correo electrónico de tu cuenta y te enviaremos un código para crear una contraseña nueva.',
  sendCode: 'Enviar código',
  restoreTitle: 'Nueva contraseña',
  restoreHeading: 'Crear una contraseña nueva',
  restoreIntro: 'Escribe el código que enviamos a tu correo electrónico y tu contraseña nueva.',
  newPasswordFieldLabel: 'Contraseña nueva',
  changePassword: 'Cambiar contraseña',

  // Technical support (/technical-support)
  supportTitle: 'Soporte técnico',
  supportIntro:
    '¿Tienes un problema con el portal? Cuéntanos qué pasó y te responderemos al correo electrónico que indiques.',
  fullNameLabel: 'Nombre completo',
  identificationLabel: 'Número de identificación',
  problemTypeLabel: 'Tipo de problema',
  descriptionLabel: 'Describe el problema',
  supportFileLabel: 'Archivo de soporte (opcional)',
  supportSubmit: 'Enviar solicitud',
  supportSent: 'Recibimos tu solicitud de soporte técnico.',

  // Profile (/profile)
  profileTitle: 'Mi perfil',
  accountHeading: 'Datos de la cuenta',
  verificationMethods: 'Métodos de verificación',
  methodMail: 'Correo electrónico',
  methodSms: 'Mensaje de texto',
  methodQr: 'Aplicación autenticadora',
  enabled: 'habilitado',
  disabled: 'no habilitado',
  notProvided: 'Sin registrar',
  saveChanges: 'Guardar cambios',
  securityHeading: 'Verificación en dos pasos',
  securityIntro:
    'Además del código que enviamos a tu correo, puedes ingresar con un código por mensaje de texto o con una aplicación autenticadora.',
  phoneHeading: 'Código por mensaje de texto',
  phoneStatus: (phone: string, validated: boolean) =>
    `Celular ${phone}: ${validated ? 'validado' : 'sin validar'}.`,
  phoneMissing: 'No tienes un celular registrado.',
  phoneUnverified:
    'Tu celular aún no está validado. Valídalo con el código que te enviaremos por mensaje de texto y podrás ingresar con un código por SMS.',
  phoneSendCode: 'Enviar código al celular',
  phoneCodeLabel: 'Código recibido por mensaje de texto',
  phoneValidate: 'Validar celular',
  authenticatorHeading: 'Aplicación autenticadora',
  authenticatorIntro:
    'Usa una aplicación como Google Authenticator o Microsoft Authenticator: te mostrará un código nuevo cada 30 segundos.',
  authenticatorOn: 'La aplicación autenticadora está habilitada para ingresar.',
  authenticatorOff: 'La aplicación autenticadora no está habilitada.',
  authenticatorSetup: 'Configurar la aplicación autenticadora',
  authenticatorScan: 'Escanea el código QR con tu aplicación o escribe en ella esta clave:',
  authenticatorQrLabel: 'Código QR para configurar la aplicación autenticadora',
  authenticatorSecretLabel: 'Clave',
  authenticatorCodeLabel: 'Código que muestra la aplicación',
  authenticatorActivate: 'Activar',
  authenticatorDisable: 'Deshabilitar la aplicación autenticadora',

  // Areas' home pages
  customerHomeTitle: 'Mi espacio',
  customerGreeting: (name: string) => (name ? `Hola, ${name}` : 'Hola'),
  customerIntro:
    'Desde aquí puedes presentar una queja contra una entidad vigilada y consultar las que ya presentaste.',
  fileComplaintTitle: 'Radicar una queja',
  fileComplaintBody: 'Presenta una queja nueva y adjunta tus documentos de soporte.',
  trackingTitle: 'Seguimiento de mis quejas',
  trackingBody: 'Consulta el estado de tus quejas y la respuesta de la entidad.',
  profileCardBody: 'Revisa y actualiza tus datos personales.',
  dashboardHomeTitle: 'Panel de gestión',
  dashboardGreeting: (name: string) =>
    name ? `Bienvenido(a), ${name}` : 'Bienvenido(a) al panel de gestión',
  dashboardModulesHeading: 'Tus módulos',
  dashboardModulesIntro: 'Estos son los módulos asignados a tu rol:',
  dashboardNoModules: 'Tu rol aún no tiene módulos asignados.',
  retry: 'Intentar de nuevo',
} as const;
