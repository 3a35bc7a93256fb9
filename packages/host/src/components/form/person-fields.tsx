import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  PORTAL_TEXTS as P,
  identificationTypeFitsPerson,
  identificationTypeProblem,
  validateIdentification,
} from '@sfc/core';
import type { Option } from '@sfc/widgets';
import { emailRule } from '../../lib/email-rule.js';
import { FormIdentificationField, FormSelect, FormTextField } from './form-fields.js';

// The person fields that signup, the profile, staff users, consumer corrections and filing for a
// consumer all ask for, with the same names, limits and rules (grid items of a `form-grid`).

/**
 * A person's four name fields (`first_name`, `second_name`, `first_last_name`,
 * `second_last_name`; the first name and first last name required), 50 characters each.
 * `autoComplete` marks them for the browser's own data (a person filling in their own form).
 */
export function FormNameFields({ autoComplete = false }: { autoComplete?: boolean }) {
  return (
    <>
      <FormTextField
        name="first_name"
        label={P.firstNameLabel}
        required
        maxLength={50}
        autoComplete={autoComplete ? 'given-name' : undefined}
      />
      <FormTextField
        name="second_name"
        label={P.secondNameLabel}
        maxLength={50}
        autoComplete={autoComplete ? 'additional-name' : undefined}
      />
      <FormTextField
        name="first_last_name"
        label={P.firstLastNameLabel}
        required
        maxLength={50}
        autoComplete={autoComplete ? 'family-name' : undefined}
      />
      <FormTextField name="second_last_name" label={P.secondLastNameLabel} maxLength={50} />
    </>
  );
}

/**
 * A person's identification: its type (`identification_type`, from `types`) and its number
 * (`identification_number`), filtered and checked for the chosen type; both required. In a form
 * with a `person_type`, only that person type's identification types are offered (a company its
 * RUT, not a cédula), and a type that stops fitting when the person type changes is cleared.
 */
export function FormIdentificationFields({
  types,
}: {
  types: { loading: boolean; options: Option<string>[] };
}) {
  const { control, getValues, setValue } = useFormContext<{
    identification_type: string | number | null;
    person_type?: string | number | null;
  }>();
  const type = useWatch({ control, name: 'identification_type' });
  const personType = useWatch({ control, name: 'person_type' });
  const offered = useMemo(
    () => types.options.filter((option) => identificationTypeFitsPerson(personType, option.value)),
    [types.options, personType],
  );
  useEffect(() => {
    const chosen = getValues('identification_type');
    if (chosen != null && chosen !== '' && !identificationTypeFitsPerson(personType, chosen)) {
      setValue('identification_type', null);
    }
  }, [personType, getValues, setValue]);
  return (
    <>
      <FormSelect
        name="identification_type"
        label={P.identificationTypeLabel}
        required
        loading={types.loading}
        options={offered}
        rules={(values) => [
          (value: string | number | null) => identificationTypeProblem(values.person_type, value),
        ]}
      />
      <FormIdentificationField
        name="identification_number"
        label={P.identificationNumberLabel}
        required
        typeId={type == null ? null : String(type)}
        rules={(values) => [
          (value: string) => validateIdentification(String(values.identification_type ?? ''), value),
        ]}
      />
    </>
  );
}

/** A person's e-mail address (`email`, required, well formed, 254 characters at most). */
export function FormEmailField({ autoComplete = false }: { autoComplete?: boolean }) {
  return (
    <FormTextField
      name="email"
      type="email"
      label={P.emailLabel}
      required
      maxLength={254}
      autoComplete={autoComplete ? 'email' : undefined}
      rules={[emailRule]}
    />
  );
}
