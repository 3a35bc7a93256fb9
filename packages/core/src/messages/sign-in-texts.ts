import { SIGN_IN_REFUSAL_TEXTS } from './failure-answer-texts.js';

/**
 * Texts of signing in (the portal's `/login` and the elements that sign a consumer in) that the
 * spec does not word, in the portal's register (tú). Part of PORTAL_TEXTS too; kept in their own
 * module so an element's bundle carries these and not the whole portal's texts.
 */
export const SIGN_IN_TEXTS = {
  loginTitle: 'Ingresar',
  loginIntro: 'Ingresa con el correo electrónico con el que te registraste y tu contraseña.',
  usernameLabel: 'Correo electrónico',
  passwordLabel: 'Contraseña',
  continue: 'Continuar',
  back: 'Volver',
  ...SIGN_IN_REFUSAL_TEXTS,
  forgotPassword: '¿Olvidaste tu contraseña?',
  noAccount: '¿No tienes una cuenta? Regístrate',
  unconfirmedAccount: '¿No has confirmado tu cuenta? Confírmala aquí',
  secondFactorHeading: 'Verificación en dos pasos',
  secondFactorLegend: 'Elige cómo quieres recibir tu código de verificación',
  secondFactorMail: (masked: string) => `Código al correo electrónico ${masked}`,
  secondFactorSms: (masked: string) => `Código por mensaje de texto al celular ${masked}`,
  secondFactorQr: 'Código de la aplicación autenticadora (código QR)',
  codeHeading: 'Ingresa tu código de verificación',
  codeQrHint: 'Abre tu aplicación autenticadora y escribe el código de 6 dígitos que muestra.',
  codeLabel: 'Código de verificación',
  verify: 'Verificar',
  codeResent: 'Te enviamos un código nuevo.',
  otherMethod: 'Usar otro método de verificación',
  signedInLoading: 'Cargando tu información...',
} as const;
