import { API_ERROR_TEXTS, JURISDICTIONAL_TEXTS as J, SERVER_TEXTS } from '../../core.js';
import { addFieldMessage } from '../../http/field-problems.js';

/** Field → messages, the 400 body's `message`. */
export type Problems = Record<string, string[]>;

/** Reads the text fields of a body, collecting Spanish problems per field. */
export class BodyReader {
  readonly problems: Problems = {};

  constructor(private readonly body: Record<string, unknown>) {}

  add(field: string, message: string): void {
    addFieldMessage(this.problems, field, message);
  }

  /** A trimmed text (`''` when absent and optional). */
  text(field: string, options: { required?: boolean; max: number }): string {
    const raw = this.body[field];
    if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
      if (options.required)
        this.add(field, raw === undefined ? API_ERROR_TEXTS.fieldRequired : SERVER_TEXTS.fieldBlank);
      return '';
    }
    if (typeof raw !== 'string' && typeof raw !== 'number') {
      this.add(field, SERVER_TEXTS.fieldNotString);
      return '';
    }
    const value = String(raw).trim();
    if (Array.from(value).length > options.max) this.add(field, SERVER_TEXTS.fieldMaxLength(options.max));
    return value;
  }

  /** Whole pesos: an integer, or digits with optional thousands dots or spaces ("8.500.000"). */
  pesos(field: string, required: boolean): number | null {
    const raw = this.body[field];
    if (raw === undefined || raw === null || raw === '') {
      if (required) this.add(field, API_ERROR_TEXTS.fieldRequired);
      return null;
    }
    const text =
      typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.replace(/[\s.$]/g, '') : '';
    if (!/^\d{1,13}$/.test(text)) {
      this.add(field, J.amountInvalid);
      return null;
    }
    return Number(text);
  }

  /** A day `YYYY-MM-DD` from 2000 up to `today`. */
  day(field: string, today: string, required: boolean): string | null {
    const value = this.text(field, { required, max: 10 });
    if (value === '') return null;
    const valid =
      /^\d{4}-\d{2}-\d{2}$/.test(value) &&
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
    if (!valid || value > today || value < '2000-01-01') {
      this.add(field, J.dateInvalid);
      return null;
    }
    return value;
  }

  /** A positive integer id. */
  id(field: string, required: boolean): number | null {
    const raw = this.body[field];
    if (raw === undefined || raw === null || raw === '') {
      if (required) this.add(field, API_ERROR_TEXTS.fieldRequired);
      return null;
    }
    const text = String(raw);
    if (!/^\d{1,9}$/.test(text) || Number(text) < 1) {
      this.add(field, SERVER_TEXTS.fieldInvalidChoice(text.slice(0, 50)));
      return null;
    }
    return Number(text);
  }
}

/** Bogotá's calendar day now. */
export function bogotaToday(now: Date = new Date()): string {
  return new Date(now.getTime() - 5 * 3600_000).toISOString().slice(0, 10);
}
