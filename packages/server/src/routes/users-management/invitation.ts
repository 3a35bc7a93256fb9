import { STAFF_ADMIN_TEXTS } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicBase } from '../../http/pagination.js';
import { accountServices } from '../auth/account-services.js';

/**
 * Life of the code in an invitation: a new staff member may read the mail days later (a weekend),
 * unlike a sign-in or recovery code asked for by the person at the screen. Five wrong tries still
 * void it, and asking for a recovery code replaces it.
 */
export const INVITATION_CODE_HOURS = 72;

/** The mail of an invitation: the staff one by default, the consumer's when staff file for them. */
export interface InvitationTexts {
  invitationSubject: string;
  invitationText: (name: string, link: string, code: string, hours: number) => string;
}

/**
 * Mails a new staff user (or a consumer registered on the spot, with `texts`) the invitation: a password-recovery code (the portal's recovery flow,
 * `POST /api/password/change/`) and the link to `/recovery/restore`. The account exists whatever
 * happens here: a failed delivery is logged (never the code), and the user can ask for a new code
 * at `/recovery`.
 */
export async function sendInvitation(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: number,
  email: string,
  firstName: string,
  texts: InvitationTexts = STAFF_ADMIN_TEXTS,
): Promise<void> {
  const services = accountServices(app);
  try {
    const issued = await services.codes.issue(app.db, userId, 'password_reset', null, {
      ttlSeconds: INVITATION_CODE_HOURS * 3600,
    });
    if (!issued.ok) {
      request.log.warn({ userId, reason: issued.reason }, 'invitation code not issued');
      return;
    }
    const link = `${publicBase(request, app.config.publicUrl)}/recovery/restore?email=${encodeURIComponent(email)}`;
    await services.transport.sendMail({
      to: email,
      subject: texts.invitationSubject,
      text: texts.invitationText(firstName, link, issued.code, INVITATION_CODE_HOURS),
    });
  } catch (err) {
    request.log.error({ err, userId }, 'invitation not delivered');
  }
}
