/**
 * The texts readFailure needs to reword a server's answer: the Spanish forms the entity API gives
 * when a request asks for Spanish (part of ENTITY_API_TEXTS) and the sign-in refusal shown instead
 * (part of SIGN_IN_TEXTS). Kept in their own module so an element that reads an error carries
 * these few texts and not the whole entity-API and sign-in catalogues.
 */
export const ENTITY_API_SPANISH_TEXTS = {
  /** `queja with this codigo queja already exists.` in Spanish (Django's catalogue). */
  complaintDuplicateEs: 'Ya existe queja con este codigo queja.',
  /** `No active account found with the given credentials` in Spanish (Simple JWT's catalogue). */
  noActiveAccountEs: 'No se encontró una cuenta de usuario activa para las credenciales provistas',
  /** `Token is invalid or expired` in Spanish (the contract's own wording for access tokens). */
  refreshInvalidEs: 'El token es inválido o ha expirado',
  /** `Token is blacklisted` in Spanish. */
  refreshBlacklistedEs: 'El token está en la lista negra',
  /**
   * The outer `detail` of the real service's envelope for the errors it passes through whole
   * (a refused refresh token, a method the path does not take): `{"status_code", "messages", "detail"}`.
   */
  apiExceptionDetail: 'Error APIException',
} as const;

/** The sign-in refusal, in the portal's words (SIGN_IN_TEXTS.invalidCredentials). */
export const SIGN_IN_REFUSAL_TEXTS = {
  invalidCredentials: 'El correo o la contraseña no son correctos.',
} as const;
