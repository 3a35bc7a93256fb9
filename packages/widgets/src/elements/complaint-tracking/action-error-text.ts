// A refused action's message, shared by the complaint's detail, its action forms and the answers
// to the authority's requests (its own module, so those never import one another for it).

/** The message of a refused action: the server's reason (`non_field_errors`) or core's §8 text. */
export function errorText(result: { ok: false; data?: unknown; message: string; reason: string }): string {
  const body =
    result.data && typeof result.data === 'object' ? (result.data as Record<string, unknown>) : null;
  const messages =
    body?.message && typeof body.message === 'object' ? (body.message as Record<string, unknown>) : null;
  if (result.reason === 'rejected' && messages) {
    for (const value of Object.values(messages)) {
      const first = Array.isArray(value) ? value[0] : value;
      if (typeof first === 'string') return first;
    }
  }
  const detail = body?.detail;
  if (result.reason === 'rejected' && typeof detail === 'string' && detail !== 'Error en API') return detail;
  return result.message;
}
