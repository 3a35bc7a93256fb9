import { raiseDeadlineAlertsForAll } from '../domain/alerts/deadline-alerts.js';
import type { Db } from '../db/driver.js';
import { migrate } from '../db/migrate.js';
import { insertUser, type EntityRef } from '../db/repositories/users.js';
import {
  EntityClientError,
  createEntityClient,
  requireSupervisedEntity,
  rotateEntitySecret,
  type EntityCredentials,
  type RotatedSecret,
} from '../services/entity-clients.js';
import { hashPassword, passwordProblems } from '../services/password/index.js';
import type { SecretBox } from '../services/secret-box.js';
import { seedDemoComplaints, type SeededComplaint } from '../domain/complaints/seed-demo.js';
import { seedComplaintWorkDemo } from '../domain/complaint-work/seed-work-demo.js';
import { seedCaseWorkDemo } from '../domain/case-work/seed-case-work-demo.js';
import { seedQualityDemo } from '../domain/quality/seed-quality-demo.js';
import {
  STAFF_DEMO_ACCOUNTS,
  seedStaffDemo,
  type StaffDemoAccount,
} from '../domain/staff-admin/seed-staff-demo.js';
import { seedDashboardsDemo } from '../domain/reports/seed-dashboards-demo.js';
import { seedEntitySizesDemo } from '../domain/public-statistics/seed-entity-sizes.js';
import { refreshPublicStatistics } from '../domain/public-statistics/refresh.js';
import { seedAnnualReportsDemo } from '../domain/annual-reports/seed-annual-reports.js';
import { seedRecommendationsDemo } from '../domain/recommendations/seed-recommendations.js';
import { seedDefenderDemo } from '../domain/defender-cases/seed-defender-demo.js';
import { seedJurisdictionalDemo } from '../domain/jurisdictional/seed-jurisdictional-demo.js';
import type { StorageDriver } from '../services/storage/storage-driver.js';

/** A command that cannot run as asked; the message is printed to the operator. */
export class CommandError extends Error {
  override name = 'CommandError';
}

/** Applies pending migrations (catalogs included); returns the names applied. */
export function migrateCommand(db: Db): Promise<string[]> {
  return migrate(db);
}

async function positionId(db: Db, position: string): Promise<number> {
  const byId = /^\d+$/.test(position);
  const { rows } = await db.query<{ id: number }>(
    byId
      ? 'SELECT id FROM positions WHERE id = $1'
      : 'SELECT id FROM positions WHERE lower(name) = lower($1)',
    [byId ? Number(position) : position],
  );
  if (rows[0]) return rows[0].id;
  const all = await db.query<{ name: string }>('SELECT name FROM positions WHERE is_active ORDER BY name');
  throw new CommandError(
    `Unknown position "${position}". Positions: ${all.rows.map((r) => r.name).join(', ')}`,
  );
}

async function groupId(db: Db, role: string): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM groups WHERE lower(name) = lower($1)', [
    role,
  ]);
  if (rows[0]) return rows[0].id;
  const all = await db.query<{ name: string }>('SELECT name FROM groups ORDER BY name');
  const known =
    all.rows.map((r) => r.name).join(', ') || '(none: run seed-demo, or create roles in the portal)';
  throw new CommandError(`Unknown role "${role}". Roles: ${known}`);
}

/** Options of {@link createUserCommand}. */
export interface CreateUserOptions {
  email: string;
  password: string;
  /** Position name or id: makes the user staff. */
  position?: string;
  /** Role (group) name. */
  role?: string;
  entity?: EntityRef;
}

/**
 * Creates an active, verified portal user. With a position the user is staff; with an entity
 * the user belongs to that supervised entity (EV staff). The password must pass the policy.
 */
export async function createUserCommand(db: Db, options: CreateUserOptions): Promise<{ id: number }> {
  const email = options.email.trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new CommandError(`"${email}" is not an e-mail address`);
  const problems = passwordProblems(options.password);
  if (problems.length > 0) throw new CommandError(`Password refused: ${problems.join('; ')}`);
  if (options.entity) {
    try {
      await requireSupervisedEntity(db, options.entity);
    } catch (error) {
      if (error instanceof EntityClientError) throw new CommandError(error.message);
      throw error;
    }
  }
  const passwordHash = await hashPassword(options.password);
  return db.transaction(async (tx) => {
    const taken = await tx.query(
      'SELECT 1 FROM users WHERE lower(email) = lower($1) OR lower(username) = lower($1)',
      [email],
    );
    if (taken.rowCount > 0) throw new CommandError(`A user with e-mail ${email} already exists`);
    const id = await insertUser(tx, {
      username: email,
      email,
      passwordHash,
      isActive: true,
      isVerified: true,
      entity: options.entity,
      person: { positionId: options.position ? await positionId(tx, options.position) : null },
      groupIds: options.role ? [await groupId(tx, options.role)] : [],
    });
    return { id };
  });
}

/** The demo accounts `seed-demo` creates (development only: the passwords are public). */
export const DEMO_ACCOUNTS = {
  consumer: { email: 'consumidor@demo.sfc.local', password: 'Consumidor#2026' },
  staff: { email: 'admin@demo.sfc.local', password: 'Administrador#2026' },
  role: 'Administrador',
  position: 'Administrador',
} as const;

/** The demo consumer's profile: a natural person with a citizenship card (tipo_id 1). */
export const DEMO_CONSUMER_PROFILE = {
  firstName: 'Laura',
  firstLastName: 'Gómez',
  secondLastName: 'Rojas',
  identificationType: '1',
  identificationNumber: '1012345678',
  personType: '1',
} as const;

/** One line per demo account: created now, or already there. */
export interface SeedDemoResult {
  accounts: { kind: 'consumer' | 'staff'; email: string; password: string; created: boolean }[];
  /** The demo consumer's complaints seeded now (empty when there is no storage or they exist). */
  complaints: SeededComplaint[];
  /** The demo logins of the other staff roles (analyst, jurisdictional, DCF, EV). */
  staffAccounts: (StaffDemoAccount & { created: boolean })[];
}

/** Options of {@link seedDemoCommand}. */
export interface SeedDemoOptions {
  /** Where the demo complaints' PDFs go; without it no complaints are seeded. */
  storage?: StorageDriver;
  /** Also the dashboards' year of complaints (seed-dashboards-demo.ts); default true. */
  dashboards?: boolean;
  /** The app's secret box: with it, Davivienda's demo API account is seeded too. */
  secretBox?: SecretBox;
}

/**
 * Seeds a financial consumer and a staff administrator (position "Administrador", role
 * "Administrador" with every module), and, given a storage, the consumer's demo complaints in
 * several states (src/domain/complaints/seed-demo.ts). The administrator exists before the
 * complaints are filed, so the alert code raises its alerts about them (and the dashboard reports
 * count them). Idempotent: existing accounts are left as they are, and a consumer who has
 * complaints gets no more.
 */
export async function seedDemoCommand(db: Db, options: SeedDemoOptions = {}): Promise<SeedDemoResult> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO groups (name, description) VALUES ($1, 'Todos los módulos (datos de demostración)')
       ON CONFLICT (name) DO NOTHING`,
      [DEMO_ACCOUNTS.role],
    );
    await tx.query(
      `INSERT INTO group_modules (group_id, module_id)
       SELECT g.id, m.id FROM groups g CROSS JOIN modules m WHERE g.name = $1
       ON CONFLICT DO NOTHING`,
      [DEMO_ACCOUNTS.role],
    );
  });
  const accounts: SeedDemoResult['accounts'] = [];
  for (const kind of ['consumer', 'staff'] as const) {
    const { email, password } = DEMO_ACCOUNTS[kind];
    const exists = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [email]);
    if (exists.rowCount === 0) {
      await createUserCommand(
        db,
        kind === 'staff'
          ? { email, password, position: DEMO_ACCOUNTS.position, role: DEMO_ACCOUNTS.role }
          : { email, password },
      );
    }
    accounts.push({ kind, email, password, created: exists.rowCount === 0 });
  }
  // The demo consumer gets a complete profile (what registration asks for), so the complaint
  // form can be filed with it as is. An edited profile is left alone.
  await db.query(
    `UPDATE persons p SET first_name = $2, first_last_name = $3, second_last_name = $4,
            identification_type = $5, identification_number = $6, person_type = $7
       FROM users u
      WHERE p.user_id = u.id AND lower(u.email) = lower($1) AND p.first_name = '' AND p.identification_number IS NULL`,
    [DEMO_ACCOUNTS.consumer.email, ...Object.values(DEMO_CONSUMER_PROFILE)],
  );
  let complaints: SeededComplaint[] = [];
  let demoConsumerId: number | undefined;
  if (options.storage) {
    const consumer = await db.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [
      DEMO_ACCOUNTS.consumer.email,
    ]);
    const consumerId = consumer.rows[0]?.id;
    demoConsumerId = consumerId === undefined ? undefined : Number(consumerId);
    if (consumerId !== undefined) {
      complaints = await seedDemoComplaints(db, options.storage, consumerId);
      await seedComplaintWorkDemo(db, options.storage, consumerId);
    }
    // The deadline alerts of those who exist by now (the job raises the others' in a running server),
    // on the run that seeded them: a later run raises nothing, the job's rounds do.
    if (complaints.length > 0) await raiseDeadlineAlertsForAll(db, new Date());
  }
  // After the complaints, so the many demo staff do not each get their alerts.
  const staff = await seedStaffDemo(db, DEMO_ACCOUNTS.staff.email);
  // Case workspace demo: the analyst's complaints due today, waiting for the entity and for the consumer.
  if (options.storage && demoConsumerId !== undefined) {
    await seedCaseWorkDemo(db, options.storage, demoConsumerId, 'analista@demo.sfc.local');
  }
  // Quality demo: closed complaints to sample, a duplicate candidate, the analyst's work.
  await seedQualityDemo(db, STAFF_DEMO_ACCOUNTS[0]!.email);
  // After the staff, so the entities' users get the "Alertas EV" of the seeded complaints.
  if (options.dashboards !== false) await seedDashboardsDemo(db);
  await seedAnnualReportsDemo(db, 'dcf@demo.sfc.local', 'analista@demo.sfc.local');
  await seedRecommendationsDemo(db, 'analista@demo.sfc.local', 'dcf@demo.sfc.local');
  // The defender's casework: escalated complaints in every stage, vocerías, the entity's API account.
  if (options.storage && demoConsumerId !== undefined) {
    await seedDefenderDemo(db, options.storage, demoConsumerId, 'dcf@demo.sfc.local', options.secretBox);
  }
  // Jurisdictional demo: requests, classified complaints and rates.
  await seedJurisdictionalDemo(db, options.storage, 'jurisdiccional@demo.sfc.local');
  // The public statistics of the demo: sizes for "por cada 10.000 clientes", then the figures at once.
  const year = new Date().getUTCFullYear();
  await seedEntitySizesDemo(db, [year - 2, year - 1, year]);
  await refreshPublicStatistics(db, new Date(), { force: true });
  return { accounts, complaints, staffAccounts: staff.accounts };
}

/** Creates an entity's API account; the credentials are returned once and not stored in clear. */
export async function createEntityClientCommand(
  db: Db,
  box: SecretBox,
  entity: EntityRef,
): Promise<EntityCredentials> {
  try {
    return await createEntityClient(db, box, entity);
  } catch (error) {
    if (error instanceof EntityClientError) throw new CommandError(error.message);
    throw error;
  }
}

/** Issues a new signing secret; the old ones verify for `overlapHours` more. */
export async function rotateEntitySecretCommand(
  db: Db,
  box: SecretBox,
  entity: EntityRef,
  overlapHours: number,
): Promise<RotatedSecret> {
  try {
    return await rotateEntitySecret(db, box, entity, overlapHours);
  } catch (error) {
    if (error instanceof EntityClientError) throw new CommandError(error.message);
    throw error;
  }
}
