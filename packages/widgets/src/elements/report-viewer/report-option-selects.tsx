import { REPORT_CATALOG_TEXTS as D } from '@sfc/core';
import type { ReportOption } from './report-catalog.js';

/** A choice of a {@link ReportSelect}. */
export interface ReportSelectChoice {
  value: string;
  label: string;
}

/** Props of {@link ReportSelect}. */
export interface ReportSelectProps {
  id: string;
  label: string;
  value: string;
  choices: ReadonlyArray<ReportSelectChoice>;
  onChange: (value: string) => void;
  disabled?: boolean;
  /** The `part` of the select inside the custom element's shadow root. */
  part?: string;
}

/** One filter of a report form: a native select with its visible label. */
export function ReportSelect({ id, label, value, choices, onChange, disabled, part }: ReportSelectProps) {
  return (
    <div className="sfc-report__kind">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        className="sfc-input"
        part={part}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Props of {@link ReportOptionSelects}. */
export interface ReportOptionSelectsProps {
  /** Prefix of the selects' ids: `<id>-<option name>` and `<id>-entity`. */
  id: string;
  /** The report's own options (e.g. "Agrupar por"), a select each. */
  options?: ReadonlyArray<ReportOption>;
  /** The chosen value of each option; a missing one shows the option's first choice. */
  values: Readonly<Record<string, string | undefined>>;
  onOptionChange: (name: string, value: string) => void;
  /** The entities offered after "Todas las entidades" (whose value is ''). */
  entities: ReadonlyArray<ReportSelectChoice>;
  /** The chosen entity's value ('' for all of them). */
  entity: string;
  onEntityChange: (value: string) => void;
  disabled?: boolean;
}

/**
 * The filters of a report after the report itself, written once for the `sfc-report-viewer`
 * element and the host's report screens: a select for each of the report's own options
 * ("Agrupar por") and the "Entidad" select ("Todas las entidades" first). Each is a native select
 * with a visible label, so it is named and operated with the keyboard as any select is.
 */
export function ReportOptionSelects({
  id,
  options = [],
  values,
  onOptionChange,
  entities,
  entity,
  onEntityChange,
  disabled,
}: ReportOptionSelectsProps) {
  return (
    <>
      {options.map((option) => (
        <ReportSelect
          key={option.name}
          id={`${id}-${option.name}`}
          label={option.label}
          part="option-select"
          value={values[option.name] ?? option.choices[0]!.value}
          choices={option.choices}
          disabled={disabled}
          onChange={(value) => onOptionChange(option.name, value)}
        />
      ))}
      <ReportSelect
        id={`${id}-entity`}
        label={D.entityLabel}
        part="entity-select"
        value={entity}
        choices={[{ value: '', label: D.allEntities }, ...entities]}
        disabled={disabled}
        onChange={onEntityChange}
      />
    </>
  );
}
