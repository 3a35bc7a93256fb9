import { AUTH_MESSAGES } from '../../core.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { insertUser } from '../../db/repositories/users.js';
import { ApiError, throttledError, validationBody } from '../../http/errors.js';
import { publicBase } from '../../http/pagination.js';
import { accountServices } from '../../routes/auth/account-services.js';
import { audit, requireCaptcha } from '../../routes/auth/request-context.js';
import { deliver } from '../../routes/auth/sign-in-flow.js';
import {
  readRegistration,
  removeFiles,
  storeFiles,
  validateRegistration,
  type StoredFile,
} from '../../routes/users/registration.js';
import { registrationAttemptMail, registrationCodeMail } from '../../services/mail/index.js';
import { hashPassword } from '../../services/password/index.js';
import { hitThrottle } from '../../services/throttle.js';

interface AddressOwner {
  id: number;
  email: string;
  first_name: string | null;
}

/** The account that already uses `email` (as e-mail or username, in any case), if any. */
async function accountOfAddress(app: FastifyInstance, email: string): Promise<AddressOwner | undefined> {
  const { rows } = await app.db.query<AddressOwner>(
    `SELECT u.id, coalesce(u.email, u.username) AS email, p.first_name
       FROM users u LEFT JOIN persons p ON p.user_id = u.id
      WHERE lower(u.email) = lower($1) OR lower(u.username) = lower($1)
      LIMIT 1`,
    [email],
  );
  return rows[0];
}

/** "Someone tried to register with your address" mails per address and hour: enough to warn, not to spam. */
const TAKEN_ADDRESS_MAILS = { limit: 3, windowSeconds: 3600 };

/**
 * Answers a registration of an address that already has an account exactly as a new one is
 * answered (201, same body shape, an id drawn from the same sequence, the password hashed just the
 * same), so the form tells nobody which addresses are registered, like password recovery. The
 * owner gets a mail saying someone tried, with the link to recovery.
 */
async function answerTakenAddress(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
  password: string | null,
  owner: AddressOwner,
) {
  if (password !== null) await hashPassword(password);
  const { rows } = await app.db.query<{ id: number }>(
    "SELECT nextval(pg_get_serial_sequence('users', 'id'))::int AS id",
  );
  const throttle = await hitThrottle(app.db, `signup-taken:${owner.id}`, TAKEN_ADDRESS_MAILS);
  if (throttle.allowed) {
    const recoveryUrl = `${publicBase(request, app.config.publicUrl)}/recovery`;
    await deliver(request, () =>
      accountServices(app).transport.sendMail({
        to: owner.email,
        ...registrationAttemptMail(recoveryUrl, owner.first_name ?? undefined),
      }),
    );
  }
  await audit(app, request, {
    event: 'signup',
    success: false,
    userId: owner.id,
    username: email,
    detail: { reason: 'email_taken', owner_mailed: throttle.allowed },
  });
  const id = rows[0]!.id;
  return { id, user_id: id, email, is_active: false, detail: AUTH_MESSAGES.userCreated };
}

/**
 * Registers a financial consumer: the account stays inactive until the code mailed to it is
 * confirmed. A taken address is answered like a new one (see {@link answerTakenAddress}).
 */
export async function registerConsumer(app: FastifyInstance, request: FastifyRequest) {
  const input = await readRegistration(request.body, request.isMultipart());
  const problems = await validateRegistration(app.db, input);
  if (Object.keys(problems).length > 0) {
    await audit(app, request, {
      event: 'signup',
      success: false,
      username: input.fields.email ?? null,
      detail: { fields: Object.keys(problems) },
    });
    throw new ApiError(400, { ...validationBody(problems) });
  }
  const f = input.fields;
  // validateRegistration guarantees the required fields.
  const email = f.email as string;
  const firstName = f.first_name as string;
  await requireCaptcha(app, request, f.captcha, 'signup', email);
  const throttle = await hitThrottle(app.db, `signup:ip:${request.ip}`, {
    limit: app.config.registrationsPerIpHour,
    windowSeconds: 3600,
  });
  if (!throttle.allowed) throw throttledError(throttle.retryAfterSeconds);
  const owner = await accountOfAddress(app, email);
  if (owner) return answerTakenAddress(app, request, email, f.password as string, owner);
  const services = accountServices(app);
  const passwordHash = await hashPassword(f.password as string);
  const stored: StoredFile[] = await storeFiles(services.uploadsDir, input.files);
  let userId: number;
  try {
    userId = await app.db.transaction(async (tx) => {
      const id = await insertUser(tx, {
        email,
        passwordHash,
        isActive: false,
        isVerified: false,
        phone: f.phone ?? null,
        person: {
          firstName,
          secondName: f.second_name ?? '',
          firstLastName: f.first_last_name as string,
          secondLastName: f.second_last_name ?? '',
          identificationType: f.identification_type as string,
          identificationNumber: f.identification_number as string,
          personType: f.person_type ?? null,
          gender: f.gender ?? null,
        },
      });
      for (const file of stored) {
        await tx.query(
          `INSERT INTO user_documents (user_id, field, original_name, storage_path, size_bytes, content_type)
           VALUES ($1, $2, $3, $4, $5, $6)`,
          [id, file.field, file.displayName, file.storagePath, file.data.length, file.mimetype.slice(0, 100)],
        );
      }
      return id;
    });
  } catch (err) {
    await removeFiles(services.uploadsDir, stored);
    // Two registrations of one address at once: the unique index decides, and the loser is
    // answered like any taken address.
    if ((err as { code?: string }).code === '23505') {
      const owner = await accountOfAddress(app, email);
      if (owner) return answerTakenAddress(app, request, email, null, owner);
    }
    throw err;
  }
  const issued = await services.codes.issue(app.db, userId, 'signup');
  if (issued.ok) {
    await deliver(request, () =>
      services.transport.sendMail({ to: email, ...registrationCodeMail(issued.code, firstName) }),
    );
  }
  await audit(app, request, {
    event: 'signup',
    success: true,
    userId,
    username: email,
    detail: { files: stored.length },
  });
  return { id: userId, user_id: userId, email, is_active: false, detail: AUTH_MESSAGES.userCreated };
}
