import { useNavigate } from 'react-router';
import { PATHS, STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import {
  applyServerFailure,
  FormTextField,
  PortalForm,
  usePortalForm,
  type FormProblem,
} from '../../../components/form/index.js';
import type { FlashState } from '../../../components/staff-list/flash-notice.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { ApiCallError, useApiWrite } from '../../../lib/server-state/index.js';
import { DIRECTIONS_ENDPOINT, directionPath, type Direction } from '../api/directions.js';

interface DirectionValues {
  name: string;
}

/** Creates (`POST /direction/`) or renames (`PATCH /direction/{id}/`) a direction. */
export function DirectionForm({ direction }: { direction?: Direction }) {
  const navigate = useNavigate();
  const write = useApiWrite<Direction>([DIRECTIONS_ENDPOINT]);
  const form = usePortalForm<DirectionValues>({ defaultValues: { name: direction?.name ?? '' } });

  async function save(values: DirectionValues): Promise<FormProblem | null> {
    const body = { name: values.name.trim() };
    try {
      const saved = await write.mutateAsync(
        direction
          ? { method: 'PATCH', path: directionPath(direction.id), body }
          : { method: 'POST', path: DIRECTIONS_ENDPOINT, body },
      );
      const state: FlashState = { notice: direction ? T.saved(saved.name) : T.created(saved.name) };
      void navigate(`${PATHS.dashboard}/directions?search=${encodeURIComponent(saved.name)}`, { state });
      return null;
    } catch (error) {
      if (error instanceof ApiCallError) return applyServerFailure(form, error.failure);
      throw error;
    }
  }

  return (
    <PortalForm form={form} onValid={save} labels={{ name: T.directionName }}>
      <FormTextField name="name" label={T.directionName} required maxLength={150} />
      <div className="form-actions">
        <SubmitButton busy={write.isPending} busyLabel={T.saving}>
          {T.save}
        </SubmitButton>
      </div>
    </PortalForm>
  );
}
