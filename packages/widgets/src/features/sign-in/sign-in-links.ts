/**
 * Where the sign-in links (the host's routes, or a page's own addresses for an element); each
 * link shows only when it is given.
 */
export interface SignInLinks {
  /** "¿Olvidaste tu contraseña?": password recovery. */
  recovery?: string;
  /** "¿No tienes cuenta? Regístrate". */
  signup?: string;
  /** "¿No confirmaste tu cuenta?": account confirmation with the mailed code. */
  verify?: string;
}

/**
 * In-app navigation for the sign-in's links (the host's router). The confirmation link of an
 * unconfirmed account carries the typed e-mail as `state`. Plain links when omitted.
 */
export type SignInNavigate = (href: string, state?: { email: string }) => void;
