import type { Db } from '../../db/driver.js';
import { insertUser } from '../../db/repositories/users.js';
import { hashPassword } from '../../services/password/index.js';
import { accountSnapshot } from './accounts.js';
import { diffSnapshots, recordChange } from './changes.js';
import { DCF_POSITION, EV_POSITION, replaceEntities } from './staff-users.js';

/**
 * Demo data of the staff administration screens (development only: the passwords are public):
 * one role per kind of staff, one login per role, and enough staff, entity users, consumers and
 * support requests that every list has several pages. Rows are inserted in one transaction
 * without password hashes (only the demo logins can sign in), so seeding takes about a second.
 */

/** A demo role: its modules (ids of migration 001's catalog). */
interface DemoRole {
  name: string;
  description: string;
  modules: number[];
  isActive?: boolean;
}

const DEMO_ROLES: DemoRole[] = [
  {
    name: 'Analista de quejas',
    description:
      'Gestión, búsqueda, muestras y reportes de quejas; revisión de informes anuales y recomendaciones (datos de demostración)',
    modules: [2, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 22, 23, 25, 26, 28, 29],
  },
  {
    name: 'Analista jurisdiccional',
    description: 'Demandas y conciliaciones de la Delegatura (datos de demostración)',
    modules: [9, 10, 11, 16, 24, 28],
  },
  {
    name: 'Defensor del consumidor financiero',
    description: 'DCF: quejas, informe anual y recomendaciones de sus entidades (datos de demostración)',
    modules: [9, 10, 16, 21, 22, 23, 28, 30],
  },
  {
    name: 'Entidad vigilada',
    description: 'EV: usuarios, quejas, recomendaciones y alertas de su entidad (datos de demostración)',
    modules: [1, 5, 9, 10, 16, 23, 27, 30],
  },
  {
    name: 'Coordinador de quejas',
    description: 'Coordina analistas y muestras',
    modules: [2, 8, 9, 10, 11, 12, 13, 14, 15, 16, 19, 28, 29],
  },
  { name: 'Consulta de quejas', description: 'Solo consulta y reportes', modules: [10, 11, 16] },
  { name: 'Mesa de ayuda', description: 'Soporte técnico y consumidores', modules: [2, 3] },
  {
    name: 'Administrador de usuarios',
    description: 'Usuarios, roles, direcciones e histórico',
    modules: [1, 2, 4, 6, 7],
  },
  { name: 'Gestor de entidades', description: 'Entidades vigiladas y tarifas', modules: [5, 27] },
  { name: 'Analista de tarifas', description: 'Reportes de tarifas', modules: [16, 27] },
  {
    name: 'Analista de habeas data',
    description: 'Habeas data y derechos de petición',
    modules: [9, 25, 26],
  },
  { name: 'Auditoría', description: 'Rol retirado (inactivo)', modules: [4, 11], isActive: false },
];

/** Directions added to the catalog's three, so the directions list has pages too. */
const DEMO_DIRECTIONS = [
  'Delegatura para Intermediarios de Valores',
  'Delegatura para Seguros',
  'Delegatura para Pensiones',
  'Delegatura para Riesgo de Crédito',
  'Dirección Legal',
  'Dirección de Investigación, Innovación y Desarrollo',
  'Dirección de Tecnología',
  'Oficina de Atención al Consumidor Financiero',
  'Dirección de Gestión Humana',
];

/** One demo login of a staff role. */
export interface StaffDemoAccount {
  label: string;
  email: string;
  password: string;
  role: string;
  position: string;
  direction?: string;
  /** Supervised entities, as TIPO-COD. */
  entities?: string[];
}

/** The demo logins `seed-demo` and `npm start` print, one per demo role but the administrator. */
export const STAFF_DEMO_ACCOUNTS: StaffDemoAccount[] = [
  {
    label: 'Analista de quejas',
    email: 'analista@demo.sfc.local',
    password: 'Analista#2026',
    role: 'Analista de quejas',
    position: 'Analista',
    direction: 'Dirección de Protección al Consumidor Financiero',
  },
  {
    label: 'Analista jurisdiccional',
    email: 'jurisdiccional@demo.sfc.local',
    password: 'Jurisdiccional#2026',
    role: 'Analista jurisdiccional',
    position: 'Profesional',
    direction: 'Delegatura para Funciones Jurisdiccionales',
  },
  {
    label: 'Defensor (DCF)',
    email: 'dcf@demo.sfc.local',
    password: 'Defensor#2026',
    role: 'Defensor del consumidor financiero',
    position: DCF_POSITION,
    entities: ['1-7', '1-39'],
  },
  {
    label: 'Entidad vigilada (EV)',
    email: 'ev@demo.sfc.local',
    password: 'Entidad#2026',
    role: 'Entidad vigilada',
    position: EV_POSITION,
    entities: ['1-7'],
  },
];

const FIRST_NAMES = [
  'Ana',
  'Carlos',
  'Lucía',
  'Andrés',
  'Mariana',
  'Julián',
  'Sofía',
  'Sebastián',
  'Valentina',
  'Mateo',
  'Camila',
  'Santiago',
  'Daniela',
  'Nicolás',
  'Isabela',
  'Tomás',
  'Gabriela',
  'Martín',
  'Paula',
  'Joaquín',
  'Natalia',
  'Esteban',
  'Manuela',
  'Felipe',
  'Juliana',
  'Óscar',
  'Ximena',
  'Iván',
  'Begoña',
  'Ramón',
];
const LAST_NAMES = [
  'Gómez',
  'Rodríguez',
  'Martínez',
  'García',
  'López',
  'Hernández',
  'González',
  'Pérez',
  'Sánchez',
  'Ramírez',
  'Torres',
  'Díaz',
  'Vargas',
  'Rojas',
  'Muñoz',
  'Castro',
  'Ortiz',
  'Jiménez',
  'Peña',
  'Zúñiga',
  'Quiñónez',
  'Ibáñez',
  'Cárdenas',
  'Londoño',
  'Restrepo',
  'Ospina',
  'Valencia',
  'Agudelo',
  'Córdoba',
  'Suárez',
];
const ASCII = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** How many of each the demo seeds. */
export const STAFF_DEMO_COUNTS = { staff: 45, entityUsers: 12, consumers: 65, supportRequests: 24 } as const;

async function idsByName(db: Db, table: 'positions' | 'directions' | 'groups'): Promise<Map<string, number>> {
  const { rows } = await db.query<{ id: number; name: string }>(`SELECT id, name FROM ${table}`);
  return new Map(rows.map((r) => [r.name, Number(r.id)]));
}

async function entityIds(db: Db, keys: string[]): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id FROM supervised_entities WHERE tipo_entidad::text || '-' || entidad_cod = ANY($1::text[]) ORDER BY id`,
    [keys],
  );
  return rows.map((r) => Number(r.id));
}

/**
 * Seeds the demo roles, logins, staff, entity users, consumers and support requests, once: when
 * the first demo login already exists nothing is done. `actorEmail` (the demo administrator) is
 * recorded as who created the accounts, so the user history has pages too. Returns the logins
 * with whether they were created now.
 */
export async function seedStaffDemo(
  db: Db,
  actorEmail: string,
): Promise<{ accounts: (StaffDemoAccount & { created: boolean })[] }> {
  const marker = await db.query('SELECT 1 FROM users WHERE lower(email) = lower($1)', [
    STAFF_DEMO_ACCOUNTS[0]!.email,
  ]);
  if (marker.rowCount > 0) return { accounts: STAFF_DEMO_ACCOUNTS.map((a) => ({ ...a, created: false })) };
  const hashes = await Promise.all(STAFF_DEMO_ACCOUNTS.map((a) => hashPassword(a.password)));
  await db.transaction(async (tx) => {
    for (const role of DEMO_ROLES) {
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO groups (name, description, is_active) VALUES ($1, $2, $3)
         ON CONFLICT (name) DO UPDATE SET description = groups.description RETURNING id`,
        [role.name, role.description, role.isActive ?? true],
      );
      await tx.query(
        'INSERT INTO group_modules (group_id, module_id) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING',
        [rows[0]!.id, role.modules],
      );
    }
    await tx.query(
      `INSERT INTO directions (name, is_active) SELECT name, name <> $2 FROM unnest($1::text[]) AS name
       ON CONFLICT DO NOTHING`,
      [DEMO_DIRECTIONS, 'Dirección de Gestión Humana'],
    );
    const positions = await idsByName(tx, 'positions');
    const directions = await idsByName(tx, 'directions');
    const groups = await idsByName(tx, 'groups');
    const actor = await tx.query<{ id: number }>('SELECT id FROM users WHERE lower(email) = lower($1)', [
      actorEmail,
    ]);
    const actorId = actor.rows[0] ? Number(actor.rows[0].id) : null;
    const created = async (userId: number) =>
      recordChange(tx, {
        actorUserId: actorId,
        ip: null,
        resource: 'user',
        resourceId: userId,
        action: 'created',
        changes: diffSnapshots(null, (await accountSnapshot(tx, userId))!),
      });

    for (const [i, account] of STAFF_DEMO_ACCOUNTS.entries()) {
      const userId = await insertUser(tx, {
        email: account.email,
        passwordHash: hashes[i]!,
        isVerified: true,
        person: {
          firstName: FIRST_NAMES[i]!,
          firstLastName: LAST_NAMES[i]!,
          identificationType: '1',
          identificationNumber: String(1_000_000_000 + i),
          positionId: positions.get(account.position) ?? null,
          directionId: account.direction ? (directions.get(account.direction) ?? null) : null,
        },
        groupIds: [groups.get(account.role)!],
      });
      if (account.entities) await replaceEntities(tx, userId, await entityIds(tx, account.entities));
      await created(userId);
    }

    const staffPositions = ['Coordinador', 'Profesional', 'Analista'].map((p) => positions.get(p)!);
    const directionIds = [...directions.values()];
    const staffRoles = [
      'Analista de quejas',
      'Analista jurisdiccional',
      'Administrador',
      'Coordinador de quejas',
      'Consulta de quejas',
      'Mesa de ayuda',
    ]
      .map((r) => groups.get(r))
      .filter((id): id is number => id !== undefined);
    for (let i = 0; i < STAFF_DEMO_COUNTS.staff; i++) {
      const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
      const last = LAST_NAMES[(i * 7) % LAST_NAMES.length]!;
      const last2 = LAST_NAMES[(i * 11 + 3) % LAST_NAMES.length]!;
      const userId = await insertUser(tx, {
        email: `${ASCII(first)}.${ASCII(last)}${i + 1}@demo.sfc.local`,
        passwordHash: null,
        isVerified: true,
        isActive: i % 9 !== 8,
        phone: `310${String(4_000_000 + i * 7919).padStart(7, '0')}`,
        person: {
          firstName: first,
          firstLastName: last,
          secondLastName: last2,
          identificationType: '1',
          identificationNumber: String(52_000_000 + i * 1_037),
          positionId: staffPositions[i % staffPositions.length]!,
          directionId: directionIds[i % directionIds.length] ?? null,
        },
        groupIds: [staffRoles[i % staffRoles.length]!],
      });
      await created(userId);
    }

    const entities = await tx.query<{ id: number; name: string }>(
      `SELECT id, name FROM supervised_entities WHERE is_active ORDER BY tipo_entidad, entidad_cod LIMIT 6`,
    );
    const evRole = groups.get('Entidad vigilada')!;
    const dcfRole = groups.get('Defensor del consumidor financiero')!;
    for (let i = 0; i < STAFF_DEMO_COUNTS.entityUsers; i++) {
      const entity = entities.rows[i % entities.rows.length]!;
      const isDcf = i % 4 === 3;
      const first = FIRST_NAMES[(i + 13) % FIRST_NAMES.length]!;
      const last = LAST_NAMES[(i * 5 + 1) % LAST_NAMES.length]!;
      const userId = await insertUser(tx, {
        email: `${ASCII(first)}.${ASCII(last)}.entidad${i + 1}@demo.sfc.local`,
        passwordHash: null,
        isVerified: true,
        person: {
          firstName: first,
          firstLastName: last,
          identificationType: '1',
          identificationNumber: String(71_000_000 + i * 977),
          positionId: positions.get(isDcf ? DCF_POSITION : EV_POSITION)!,
        },
        groupIds: [isDcf ? dcfRole : evRole],
      });
      await replaceEntities(tx, userId, [Number(entity.id)]);
      await created(userId);
    }

    for (let i = 0; i < STAFF_DEMO_COUNTS.consumers; i++) {
      const first = FIRST_NAMES[(i * 3 + 5) % FIRST_NAMES.length]!;
      const last = LAST_NAMES[(i * 13 + 2) % LAST_NAMES.length]!;
      const last2 = LAST_NAMES[(i * 17 + 9) % LAST_NAMES.length]!;
      const userId = await insertUser(tx, {
        email: `${ASCII(first)}.${ASCII(last)}.${i + 1}@correo.example`,
        passwordHash: null,
        isVerified: i % 10 !== 9,
        isActive: i % 10 !== 9,
        phone: `300${String(1_000_000 + i * 6_151).padStart(7, '0')}`,
        person: {
          firstName: first,
          firstLastName: last,
          secondLastName: last2,
          identificationType: '1',
          identificationNumber: String(1_010_000_000 + i * 4_099),
          personType: '1',
          gender: i % 2 === 0 ? '1' : '2',
        },
      });
      await created(userId);
    }

    const problems = await tx.query<{ code: string }>(
      "SELECT code FROM option_items WHERE list = 'type-problem-choices' ORDER BY sort, code",
    );
    for (let i = 0; i < STAFF_DEMO_COUNTS.supportRequests; i++) {
      const first = FIRST_NAMES[(i * 7 + 2) % FIRST_NAMES.length]!;
      const last = LAST_NAMES[(i * 3 + 4) % LAST_NAMES.length]!;
      await tx.query(
        `INSERT INTO technical_support_requests (name, email, phone, identification, problem_type, description, state, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, now() - make_interval(hours => $8), now() - make_interval(hours => $8))`,
        [
          `${first} ${last}`,
          `${ASCII(first)}.${ASCII(last)}.soporte${i + 1}@correo.example`,
          `301${String(2_000_000 + i * 313).padStart(7, '0')}`,
          String(80_000_000 + i * 1_231),
          problems.rows[i % Math.max(1, problems.rows.length)]?.code ?? '1',
          `No puedo ${['ingresar al portal', 'adjuntar un documento a mi queja', 'recibir el código de verificación', 'ver el estado de mi queja'][i % 4]}.\n\nLo intenté varias veces desde el celular y el computador. ¿Me pueden ayudar, por favor?`,
          String((i % 3) + 1),
          i * 5,
        ],
      );
    }
  });
  return { accounts: STAFF_DEMO_ACCOUNTS.map((a) => ({ ...a, created: true })) };
}
