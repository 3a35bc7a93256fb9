import { useSession } from '../../../lib/use-session.js';

/** The signed-in consumer's name, e-mail and phone from the session user, to prefill the complaint form. */
export function useConsumerPrefill(): { nombres: string; correo: string; telefono: string } {
  const user = useSession((state) => state.user) as
    { email?: unknown; phone?: unknown; person?: Record<string, unknown> | null } | null | undefined;
  const person = user?.person ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const nombres = ['first_name', 'second_name', 'first_last_name', 'second_last_name']
    .map((key) => text(person[key]))
    .filter(Boolean)
    .join(' ')
    .slice(0, 50);
  const telefono = text(user?.phone).replace(/^\+57/, '').replace(/\D/g, '');
  return { nombres, correo: text(user?.email), telefono };
}
