import { CASEWORK_FIGURES } from '../defender-cases/figures.js';
import type { ANNUAL_REPORT_FIELDS as F } from '../../core.js';
import {
  ANNUAL_REPORT_STEPS,
  ANNUAL_REPORT_TEXTS as T,
  API_ERROR_TEXTS,
  SERVER_TEXTS,
  type AnnualReportStepKey,
} from '../../core.js';
import { addFieldMessage } from '../../http/field-problems.js';

/** One field of a step: a whole number (≥ 0), a text, or yes/no. */
export interface FieldSpec {
  name: keyof typeof F;
  kind: 'int' | 'text' | 'yesno';
  required: boolean;
  max?: number;
  /** Required only when another field has a value (`descripcion_incidentes` when there were incidents). */
  requiredWhen?: { field: string; value: string };
}

const int = (name: keyof typeof F): FieldSpec => ({ name, kind: 'int', required: true, max: 10_000_000 });
const text = (name: keyof typeof F, required: boolean, max = 4000): FieldSpec => ({
  name,
  kind: 'text',
  required,
  max,
});

/** The fields of the report's own sections (the per-entity part is {@link ENTITY_FIELDS}). */
export const SECTION_FIELDS: Readonly<
  Record<'general' | 'incident' | 'attention' | 'additional', FieldSpec[]>
> = {
  general: [text('resumen', true), text('hechos_relevantes', false)],
  incident: [
    { name: 'hubo_incidentes', kind: 'yesno', required: true },
    { ...text('descripcion_incidentes', false), requiredWhen: { field: 'hubo_incidentes', value: 'si' } },
  ],
  attention: [int('puntos_atencion'), text('canales', true, 1000), int('personas_atendidas')],
  additional: [int('reuniones_junta'), text('descripcion_reuniones', false)],
};

/** The fields of one entity's part. */
export const ENTITY_FIELDS: FieldSpec[] = [
  int('recibidas'),
  int('tramitadas'),
  int('favor_consumidor'),
  int('favor_entidad'),
  { ...int('tiempo_promedio_dias'), max: 3650 },
  text('productos_motivos', false),
  text('pronunciamientos', false),
  // The defender's casework, pre-filled from it (domain/defender-cases/figures.ts), editable.
  ...CASEWORK_FIGURES.map((name): FieldSpec => ({ name, kind: 'int', required: false, max: 10_000_000 })),
  text('casos_no_admitidos_causales', false),
];

/** A saved section: field name → value (`null` while the defender has not filled it in). */
export type SectionData = Record<string, string | number | null>;

/** Field problems, keyed like the form (`resumen`, `entities.3.recibidas`). */
export type Problems = Record<string, string[]>;

/** `text` with lone surrogates replaced (JSON would carry them as escapes jsonb refuses). */
export function wellFormed(text: string): string {
  return text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd');
}

/** The step of number `n`, or null. */
export function stepOf(n: number) {
  return ANNUAL_REPORT_STEPS.find((s) => s.n === n) ?? null;
}

/** The step whose section is `key`. */
export function stepByKey(key: AnnualReportStepKey) {
  return ANNUAL_REPORT_STEPS.find((s) => s.key === key)!;
}

function asInt(value: unknown): number | null | undefined {
  if (value === null || value === '') return null;
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)) return Number(value.trim());
  return undefined;
}

/**
 * Reads `input` against `specs` for a draft: blanks are kept as null (a draft may be half done),
 * but a value that is there must be right. Problems go under `prefix + name`.
 */
export function readFields(input: unknown, specs: FieldSpec[], problems: Problems, prefix = ''): SectionData {
  const out: SectionData = {};
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    addFieldMessage(
      problems,
      prefix ? prefix.slice(0, -1) : SERVER_TEXTS.nonFieldKey,
      SERVER_TEXTS.fieldInvalid,
    );
    return out;
  }
  const body = input as Record<string, unknown>;
  const names = new Set(specs.map((s) => s.name as string));
  for (const key of Object.keys(body)) {
    if (!names.has(key))
      addFieldMessage(problems, `${prefix}${key}`.slice(0, 100), SERVER_TEXTS.fieldUnknown);
  }
  for (const spec of specs) {
    const raw = body[spec.name];
    const field = `${prefix}${spec.name}`;
    if (raw === undefined || raw === null) {
      out[spec.name] = null;
      continue;
    }
    if (spec.kind === 'int') {
      const value = asInt(raw);
      if (value === undefined || (value !== null && value < 0))
        addFieldMessage(problems, field, T.notInteger);
      else if (value !== null && value > (spec.max ?? Infinity))
        addFieldMessage(problems, field, SERVER_TEXTS.fieldMaximum(spec.max!));
      else out[spec.name] = value;
    } else if (spec.kind === 'yesno') {
      if (raw === '') out[spec.name] = null;
      else if (raw === 'si' || raw === 'no') out[spec.name] = raw;
      else addFieldMessage(problems, field, T.choiceInvalid);
    } else if (typeof raw !== 'string') {
      addFieldMessage(problems, field, SERVER_TEXTS.fieldNotString);
    } else {
      const value = wellFormed(raw.trim());
      if (value.length > (spec.max ?? 4000))
        addFieldMessage(problems, field, SERVER_TEXTS.fieldMaxLength(spec.max!));
      else out[spec.name] = value === '' ? null : value;
    }
  }
  return out;
}

/** The required fields of `data` still missing (field name → "Este campo es obligatorio."). */
export function missingFields(data: SectionData | undefined, specs: FieldSpec[], prefix = ''): Problems {
  const problems: Problems = {};
  for (const spec of specs) {
    const needed =
      spec.required ||
      (spec.requiredWhen !== undefined && data?.[spec.requiredWhen.field] === spec.requiredWhen.value);
    const value = data?.[spec.name];
    if (needed && (value === null || value === undefined || value === ''))
      addFieldMessage(problems, `${prefix}${spec.name}`, API_ERROR_TEXTS.fieldRequired);
  }
  return problems;
}

/** The cross-field rule of an entity part: decisions cannot exceed processed complaints. */
export function entityRuleProblems(data: SectionData, problems: Problems, prefix: string): void {
  const processed = data.tramitadas;
  const decided = Number(data.favor_consumidor ?? 0) + Number(data.favor_entidad ?? 0);
  if (typeof processed === 'number' && decided > processed) {
    addFieldMessage(problems, `${prefix}favor_consumidor`, T.decidedAboveProcessed);
  }
}
