import type { Db } from '../../db/driver.js';
import type { AuthUser } from '../../db/repositories/users.js';
import { selectionFor, type Report, type Selection } from './complaint-reports.js';
import type { ReportBody } from './report-request.js';
import { sharedAnswer } from './shared-answers.js';

/**
 * The dashboards' answers as the routes give them (ADRs 0050, 0051): the caller's selection is
 * resolved on the primary (who may see which entities is never read from a replica), the report
 * is computed on the read database and shared between every caller asking for the same report,
 * selection and options while the data does not change (shared-answers.ts).
 */

/** The two databases a report request touches. */
export interface ReportDatabases {
  /** The primary: the caller's entities. */
  db: Db;
  /** Where the report reads complaints (a read replica, or the primary). */
  readDb: Db;
}

/** One report as a route asks for it. */
export interface ReportQuestion<T> {
  /** Names the report (its path). */
  name: string;
  /** Whatever else its answer depends on besides the selection (grouping, department, day). */
  options?: Record<string, unknown>;
  build: (db: Db, selection: Selection) => Promise<T>;
}

/** The text that names a report's answer: the report, its days, its entities and options. */
export function answerKey(name: string, selection: Selection, options: Record<string, unknown> = {}): string {
  return JSON.stringify([
    name,
    selection.request.from,
    selection.request.to,
    selection.entities?.map((e) => [e.id, e.name]) ?? null,
    Object.entries(options)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => a.localeCompare(b)),
  ]);
}

/**
 * `question`'s answer for `user` and `body` (`scope`: the user's entities when the route knows
 * them, see `selectionFor`). Throws ReportRequestError for a body that breaks a rule (dates,
 * range, unknown entities), and whatever `build` throws.
 */
export async function reportAnswer<T = Report>(
  dbs: ReportDatabases,
  user: Pick<AuthUser, 'id' | 'entity'>,
  body: ReportBody,
  question: ReportQuestion<T>,
  scope?: number[] | null,
): Promise<T> {
  const selection = await selectionFor(dbs.db, body, user, scope);
  return sharedAnswer(dbs.readDb, answerKey(question.name, selection, question.options), (db) =>
    question.build(db, selection),
  );
}
