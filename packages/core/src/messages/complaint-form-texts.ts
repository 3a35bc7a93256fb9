/**
 * Texts of the complaint form (host screen and `sfc-complaint-form`) for server refusals the form
 * has no field for. The spec does not word these; written once here, in the portal's register (tú).
 */
export const COMPLAINT_FORM_TEXTS = {
  /** The server fills identification and person type from the profile; these are missing there. */
  profileIncomplete:
    'Para radicar tu queja, tu perfil debe tener tu tipo y número de identificación y tu tipo de persona. Complétalos en Mi perfil e inténtalo de nuevo.',
} as const;
