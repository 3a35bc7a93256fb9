import type { SelectOption } from './select-option.js';

/** Turns one raw list item into a select option, or `null` to leave it out of the list. */
export type OptionTransform = (raw: unknown) => SelectOption | null;

/** Which raw fields hold the option's id and name. */
export interface OptionFields {
  idField?: string;
  nameField?: string;
}

function asRecord(raw: unknown): Record<string, unknown> | null {
  return raw !== null && typeof raw === 'object' && !Array.isArray(raw)
    ? (raw as Record<string, unknown>)
    : null;
}

// Entities send booleans as true, "true" or "True" (entity-api): accept all of them.
function asBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'true') return true;
    if (text === 'false') return false;
  }
  return undefined;
}

/**
 * Builds a {@link SelectOption} from a raw item, reading id and name from the given fields
 * (default `id` and `name`) and keeping `popup_show`/`popup_text`. Items that are not
 * objects, or lack a usable id (string or number) or name (string or number), are left out:
 * an option without them can be neither shown nor chosen.
 */
export function toSelectOption(
  raw: unknown,
  { idField = 'id', nameField = 'name' }: OptionFields = {},
): SelectOption | null {
  const record = asRecord(raw);
  if (!record) return null;
  const id = record[idField];
  const name = record[nameField];
  if (!((typeof id === 'string' && id !== '') || (typeof id === 'number' && Number.isFinite(id))))
    return null;
  if (typeof name !== 'string' && typeof name !== 'number') return null;
  const option: SelectOption = { id, name: String(name) };
  const popupShow = asBoolean(record.popup_show);
  if (popupShow !== undefined) option.popup_show = popupShow;
  if (typeof record.popup_text === 'string') option.popup_text = record.popup_text;
  return option;
}

/** Default transform: `id` and `name`, popup fields kept. */
export const byIdAndName: OptionTransform = (raw) => toSelectOption(raw);

/** Countries, departments and municipalities: the option id is the item's `code`. */
export const byCodeAndName: OptionTransform = (raw) => toSelectOption(raw, { idField: 'code' });

/** Jurisdictional request and annex status: the label is the item's `status`. */
export const byIdAndStatus: OptionTransform = (raw) => toSelectOption(raw, { nameField: 'status' });

/** Jurisdictional request types: the option id is the item's `bigquery_field`. */
export const byBigqueryField: OptionTransform = (raw) => toSelectOption(raw, { idField: 'bigquery_field' });

/**
 * Identification types without the NIT entry (§3). Matched by name ("NIT", ignoring case and
 * surrounding spaces) because the catalogue has no NIT code: type 3 is "RUT" and stays.
 */
export const identificationTypeWithoutNit: OptionTransform = (raw) => {
  const option = byIdAndName(raw);
  return option && option.name.trim().toUpperCase() === 'NIT' ? null : option;
};
