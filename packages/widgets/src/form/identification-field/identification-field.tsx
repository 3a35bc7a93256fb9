import { useEffect, useRef } from 'react';
import {
  filterIdentificationInput,
  identificationMaxLength,
  identificationPlaceholder,
  validateIdentification,
  type IdentificationTypeId,
} from '@sfc/core';
import { TextField, type TextFieldProps } from '../text-field/text-field.js';
import { useControllableState } from '../shared/use-controllable.js';
import { identificationFieldStyles } from './identification-field.styles.js';

/** Props of {@link IdentificationField}. */
export interface IdentificationFieldProps extends Omit<
  TextFieldProps,
  'type' | 'filter' | 'maxLength' | 'placeholder' | 'inputMode'
> {
  /** Chosen identification type (catalogue `tipo_id`); changing it clears the number. */
  typeId: IdentificationTypeId;
  /** §5 "can be disabled": false skips the NIT format check for type 3. Default true. */
  nitCheck?: boolean;
}

const SHEETS = [['sfc-identification-field', identificationFieldStyles]] as const;

const typeKey = (typeId: IdentificationTypeId) => String(typeId ?? '');

/**
 * §5 identification number. What the user types is filtered for the chosen type (digits;
 * digits and hyphen for NIT and PEP; letters too for passports; anything for foreign
 * companies), cut to the type's maximum length, with the type's placeholder. On leaving the
 * field: "Identificación inválida." under 4 characters and, for NIT unless `nitCheck` is
 * false, "El NIT no tiene el formato requerido, por favor verifique.". A new type clears it.
 */
export function IdentificationField({
  typeId,
  nitCheck = true,
  value,
  defaultValue = '',
  onChange,
  rules = [],
  className,
  ...props
}: IdentificationFieldProps) {
  const [current, setCurrent] = useControllableState(value, defaultValue, onChange);
  const previousType = useRef(typeKey(typeId));
  useEffect(() => {
    const key = typeKey(typeId);
    if (previousType.current === key) return;
    previousType.current = key;
    setCurrent('');
  }, [typeId, setCurrent]);
  return (
    <TextField
      {...props}
      value={current}
      onChange={setCurrent}
      filter={(raw) => filterIdentificationInput(typeId, raw)}
      maxLength={identificationMaxLength(typeId)}
      placeholder={identificationPlaceholder(typeId)}
      autoComplete="off"
      rules={[(v) => validateIdentification(typeId, v, { nitCheck }), ...rules]}
      sheets={SHEETS}
      className={`sfc-identification-field${className ? ` ${className}` : ''}`}
    />
  );
}
