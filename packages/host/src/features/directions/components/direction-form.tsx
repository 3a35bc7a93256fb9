import { PATHS, STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import {
  FormTextField,
  PortalForm,
  usePortalForm,
  type FormProblem,
} from '../../../components/form/index.js';
import { useSaveAndReturn } from '../../../components/staff-list/use-save-and-return.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { DIRECTIONS_ENDPOINT, directionPath, type Direction } from '../api/directions.js';

interface DirectionValues {
  name: string;
}

/** Creates (`POST /direction/`) or renames (`PATCH /direction/{id}/`) a direction. */
export function DirectionForm({ direction }: { direction?: Direction }) {
  const form = usePortalForm<DirectionValues>({ defaultValues: { name: direction?.name ?? '' } });
  const { saveAndReturn, busy } = useSaveAndReturn<Direction, DirectionValues>(form, [DIRECTIONS_ENDPOINT]);

  async function save(values: DirectionValues): Promise<FormProblem | null> {
    const body = { name: values.name.trim() };
    return saveAndReturn(
      direction
        ? { method: 'PATCH', path: directionPath(direction.id), body }
        : { method: 'POST', path: DIRECTIONS_ENDPOINT, body },
      (saved) => ({
        to: `${PATHS.dashboard}/directions?search=${encodeURIComponent(saved.name)}`,
        notice: direction ? T.saved(saved.name) : T.created(saved.name),
      }),
    );
  }

  return (
    <PortalForm form={form} onValid={save} labels={{ name: T.directionName }}>
      <FormTextField name="name" label={T.directionName} required maxLength={150} />
      <div className="form-actions">
        <SubmitButton busy={busy} busyLabel={T.saving}>
          {T.save}
        </SubmitButton>
      </div>
    </PortalForm>
  );
}
