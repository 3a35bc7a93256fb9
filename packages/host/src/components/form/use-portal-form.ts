import { useForm, type FieldValues, type UseFormProps, type UseFormReturn } from 'react-hook-form';

/**
 * The portal's forms (docs/decisions/0007-form-pattern.md): React Hook Form with the portal's
 * error timing. `onTouched`: a field's message appears when the user leaves it after touching it,
 * or on submit, never on arrival or while typing into an untouched field; after a submit each
 * field is checked again as it changes. Focus goes to the error summary, not to the first field
 * (`shouldFocusError: false`): {@link PortalForm} moves it there once per submit.
 */
export function usePortalForm<TForm extends FieldValues>(options: UseFormProps<TForm>): UseFormReturn<TForm> {
  return useForm<TForm>({
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
    ...options,
  });
}
