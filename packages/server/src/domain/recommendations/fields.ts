import { API_ERROR_TEXTS, RECOMMENDATION_TEXTS as T, SERVER_TEXTS } from '../../core.js';
import { addFieldMessage } from '../../http/field-problems.js';
import { wellFormed } from '../annual-reports/sections.js';

export type Problems = Record<string, string[]>;

/** Text of a form field: trimmed, `null` when blank; a problem when too long. */
export function textField(
  fields: Record<string, unknown>,
  name: string,
  problems: Problems,
  max = 4000,
  required = false,
) {
  const raw = fields[name];
  if (raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '')) {
    if (required) addFieldMessage(problems, name, API_ERROR_TEXTS.fieldRequired);
    return null;
  }
  if (typeof raw !== 'string') {
    addFieldMessage(problems, name, SERVER_TEXTS.fieldNotString);
    return null;
  }
  const value = wellFormed(raw.trim());
  if (value.length > max) addFieldMessage(problems, name, SERVER_TEXTS.fieldMaxLength(max));
  return value;
}

/** The action plan's actions: `[{action, owner, due}]` (a JSON string in multipart bodies). */
export function actionsField(fields: Record<string, unknown>, problems: Problems) {
  let raw = fields.actions;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      raw = null;
    }
  }
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > 30) {
    addFieldMessage(problems, 'actions', T.actionsRequired);
    return [];
  }
  return raw.map((item: unknown, i: number) => {
    const row = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
    const sub: Problems = {};
    const action = textField(row, 'action', sub, 1000, true);
    const owner = textField(row, 'owner', sub, 200, true);
    const due = textField(row, 'due', sub, 10, true);
    if (due !== null && (!/^\d{4}-\d{2}-\d{2}$/.test(due) || Number.isNaN(Date.parse(due)))) {
      addFieldMessage(sub, 'due', T.dateInvalid);
    }
    for (const [k, msgs] of Object.entries(sub))
      for (const m of msgs) addFieldMessage(problems, `actions.${i}.${k}`, m);
    return { action, owner, due };
  });
}
