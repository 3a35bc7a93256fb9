import { useNavigate } from 'react-router';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ApiCallError, useApiWrite, type ApiWrite } from '../../lib/server-state/index.js';
import { applyServerFailure, type FormProblem } from '../form/index.js';
import type { FlashState } from './flash-notice.js';

/** Where a staff form goes after a save, and the notice it shows there ({@link FlashNotice}). */
export interface AfterSave {
  to: string;
  notice: string;
}

/**
 * The save of a staff form: `saveAndReturn(write, after)` sends `write` (invalidating `invalidates`'s
 * pages), then goes to `after(saved).to` with its notice; a refused write puts the server's
 * messages on the form's fields and answers the form's problem, for {@link PortalForm}'s `onValid`.
 */
export function useSaveAndReturn<T, TForm extends FieldValues>(
  form: UseFormReturn<TForm>,
  invalidates: readonly string[],
) {
  const navigate = useNavigate();
  const write = useApiWrite<T>(invalidates);
  async function saveAndReturn(
    request: ApiWrite,
    after: (saved: T) => AfterSave,
  ): Promise<FormProblem | null> {
    try {
      const { to, notice } = after(await write.mutateAsync(request));
      const state: FlashState = { notice };
      void navigate(to, { state });
      return null;
    } catch (error) {
      if (error instanceof ApiCallError) return applyServerFailure(form, error.failure);
      throw error;
    }
  }
  return { saveAndReturn, busy: write.isPending };
}
