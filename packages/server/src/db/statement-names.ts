/**
 * Which statements the PostgreSQL driver sends as named (prepared) statements (ADR 0025).
 *
 * A parameterised statement marked `samePlan` (driver.ts) that a process has run
 * {@link HOT_AFTER} times gets a name; `pg`
 * then parses it once per pooled connection and later runs only bind and execute, and PostgreSQL
 * reuses its plan (for the account query of every signed-in request: about 0.25 ms a round trip
 * instead of 1 ms). Rare texts (a filter combination used once) stay unnamed, and at most
 * {@link MAX_NAMED_STATEMENTS} texts are ever named in a process, so no connection keeps an
 * unbounded number of plans.
 */
export const HOT_AFTER = 2;
export const MAX_NAMED_STATEMENTS = 200;
/** How many not-yet-hot texts are counted before the counts start again. */
const MAX_COUNTED = 5_000;

export class StatementNames {
  private readonly names = new Map<string, string>();
  private readonly counts = new Map<string, number>();
  private issued = 0;

  constructor(
    private readonly hotAfter = HOT_AFTER,
    private readonly maxNamed = MAX_NAMED_STATEMENTS,
  ) {}

  /** The name to run `sql` under, or undefined to run it unnamed. */
  nameFor(sql: string): string | undefined {
    const named = this.names.get(sql);
    if (named !== undefined) return named;
    if (this.names.size >= this.maxNamed) return undefined;
    const count = (this.counts.get(sql) ?? 0) + 1;
    if (count < this.hotAfter) {
      if (this.counts.size >= MAX_COUNTED) this.counts.clear();
      this.counts.set(sql, count);
      return undefined;
    }
    this.counts.delete(sql);
    return this.rename(sql);
  }

  /**
   * A new name for `sql`: a connection that prepared it under the old name may hold a plan that
   * no longer fits the tables (another node migrated them); under a new name every connection
   * parses it again.
   */
  rename(sql: string): string {
    this.issued += 1;
    const name = `sfc_${this.issued}`;
    this.names.set(sql, name);
    return name;
  }

  get size(): number {
    return this.names.size;
  }
}

/**
 * PostgreSQL's answer when a prepared statement's result columns changed since it was parsed
 * (`SELECT *` on a table another process has just altered): the statement is parsed again.
 */
export function isStalePreparedStatement(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === '0A000' &&
    /cached plan must not change result type/.test(String((error as { message?: unknown }).message))
  );
}
