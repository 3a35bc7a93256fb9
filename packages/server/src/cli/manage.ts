import { realpathSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig, type AppConfig } from '../config.js';
import { dbTargetFor, openDb, type Db } from '../db/driver.js';
import { migrate } from '../db/migrate.js';
import { EntityClientError, parseEntityRef } from '../services/entity-clients.js';
import { SecretBox } from '../services/secret-box.js';
import { stateName } from '../domain/complaints/state-machine.js';
import { createStorage, storageConfigFromEnv } from '../services/storage/create-storage.js';
import {
  CommandError,
  createEntityClientCommand,
  createUserCommand,
  rotateEntitySecretCommand,
  seedDemoCommand,
} from './commands.js';
import { backfillLedger } from '../domain/ledger/backfill.js';
import { publishTreeHead } from '../domain/ledger/heads.js';
import { ledgerSigner } from '../domain/ledger/signer.js';
import { verifyLedgerCommand } from './verify-ledger.js';

const USAGE = `Uso: npm run manage -- <comando> [opciones]

  migrate                                   aplica las migraciones pendientes (catálogos incluidos)
  seed-demo                                 crea un consumidor (con quejas en varios estados) y un
                                            administrador de demostración
  create-user --email E --password P [--position CARGO] [--role ROL] [--entity TIPO-COD]
  create-entity-client --entity TIPO-COD    crea la cuenta API de una entidad vigilada (muestra la
                                            contraseña y la clave de firma UNA sola vez)
  rotate-entity-secret --entity TIPO-COD [--overlap-hours 24]
                                            nueva clave de firma; las anteriores valen N horas más
  verify-ledger                             recorre todo el registro de integridad: recalcula cada
                                            huella desde las filas y los archivos guardados, revisa
                                            las cabeceras firmadas y nombra el primer registro que
                                            no coincide (sale con 1 si hay alguno)
  publish-tree-head                         publica ahora una cabecera firmada del registro
  ledger-genesis                            encadena en el registro la historia anterior a él

La base de datos es la de la configuración (DATABASE_URL, o PGlite en DATA_DIR).`;

/** What {@link runManage} may be given instead of opening the configured database. */
export interface ManageDeps {
  db?: Db;
  config?: AppConfig;
  out?: (line: string) => void;
}

function required(value: string | undefined, name: string): string {
  if (!value) throw new CommandError(`Falta --${name}`);
  return value;
}

function entityOption(value: string | undefined): ReturnType<typeof parseEntityRef> {
  try {
    return parseEntityRef(required(value, 'entity'));
  } catch (error) {
    if (error instanceof EntityClientError) throw new CommandError(error.message);
    throw error;
  }
}

/**
 * Runs one management command; returns the process exit code (0 ok, 1 refused, 2 usage).
 * Output goes to `out` (stdout by default); errors are printed, never thrown.
 */
export async function runManage(argv: string[], deps: ManageDeps = {}): Promise<number> {
  const out = deps.out ?? ((line: string) => console.log(line));
  const [command, ...rest] = argv;
  if (!command || command === 'help' || command === '--help') {
    out(USAGE);
    return command ? 0 : 2;
  }
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({
      args: rest,
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        position: { type: 'string' },
        role: { type: 'string' },
        entity: { type: 'string' },
        'overlap-hours': { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }).values as Record<string, string | undefined>;
  } catch (error) {
    out(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (
    ![
      'migrate',
      'seed-demo',
      'create-user',
      'create-entity-client',
      'rotate-entity-secret',
      'verify-ledger',
      'publish-tree-head',
      'ledger-genesis',
    ].includes(command)
  ) {
    out(`Comando desconocido: ${command}\n\n${USAGE}`);
    return 2;
  }

  const config = deps.config ?? loadConfig();
  const db = deps.db ?? (await openDb(dbTargetFor(config)));
  const box = new SecretBox(config.secretsKey);
  try {
    const applied = await migrate(db);
    if (command === 'migrate') {
      out(
        applied.length > 0
          ? `Migraciones aplicadas: ${applied.join(', ')}`
          : 'La base de datos ya está al día.',
      );
    } else if (command === 'seed-demo') {
      const result = await seedDemoCommand(db, {
        storage: createStorage(storageConfigFromEnv(config.dataDir)),
        secretBox: box,
      });
      for (const account of result.accounts) {
        const label =
          account.kind === 'staff'
            ? 'Administrador (funcionario, todos los módulos)'
            : 'Consumidor financiero';
        out(`${label}: ${account.email} / ${account.password}${account.created ? '' : ' (ya existía)'}`);
      }
      for (const account of result.staffAccounts) {
        out(
          `${account.label}: ${account.email} / ${account.password}${account.created ? '' : ' (ya existía)'}`,
        );
      }
      for (const complaint of result.complaints) {
        out(
          `Queja de demostración ${complaint.codigo_queja} (${complaint.entity}): estado ${stateName(complaint.estado_cod)}`,
        );
      }
    } else if (command === 'create-user') {
      const { id } = await createUserCommand(db, {
        email: required(values.email, 'email'),
        password: required(values.password, 'password'),
        position: values.position,
        role: values.role,
        entity: values.entity ? entityOption(values.entity) : undefined,
      });
      out(`Usuario creado: id ${id}, ${values.email}`);
    } else if (command === 'create-entity-client') {
      const credentials = await createEntityClientCommand(db, box, entityOption(values.entity));
      out(`Cuenta API creada para ${credentials.entityName} (${values.entity}).`);
      out('Guarde estos datos ahora: no se volverán a mostrar.');
      out(`  usuario:          ${credentials.username}`);
      out(`  contraseña:       ${credentials.password}`);
      out(`  clave de firma:   ${credentials.signingSecret}`);
    } else if (command === 'verify-ledger') {
      return await verifyLedgerCommand(db, config, out);
    } else if (command === 'publish-tree-head') {
      const head = await publishTreeHead(db, ledgerSigner(config.ledgerSigningKey));
      out(`Cabecera firmada: ${head.tree_size} registros, raíz ${head.root_hash}.`);
    } else if (command === 'ledger-genesis') {
      const chained = await backfillLedger(db, (n) => out(`  ${n} registros encadenados…`));
      out(`Registros anteriores encadenados: ${chained}.`);
    } else {
      const hours = values['overlap-hours'] === undefined ? 24 : Number(values['overlap-hours']);
      const rotated = await rotateEntitySecretCommand(db, box, entityOption(values.entity), hours);
      out(`Nueva clave de firma para ${values.entity} (no se volverá a mostrar):`);
      out(`  clave de firma:   ${rotated.signingSecret}`);
      out(`Las claves anteriores dejan de valer el ${rotated.oldSecretsExpireAt.toISOString()}.`);
    }
    return 0;
  } catch (error) {
    if (error instanceof CommandError) {
      out(`Error: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    if (!deps.db) await db.close();
  }
}

function isMain(): boolean {
  try {
    return realpathSync(process.argv[1] ?? '') === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

if (isMain()) {
  process.exitCode = await runManage(process.argv.slice(2));
}
