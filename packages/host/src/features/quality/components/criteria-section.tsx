import { useState } from 'react';
import type { ColumnDef } from '@tanstack/react-table';
import { QUALITY_TEXTS as T, STAFF_WORKSPACE_TEXTS as W } from '@sfc/core';
import {
  applyServerFailure,
  FormTextField,
  PortalForm,
  usePortalForm,
  type FormProblem,
} from '../../../components/form/index.js';
import { ActiveToggle } from '../../../components/staff-list/active-toggle.js';
import { StateBadge, stateLabel } from '../../../components/staff-list/cells.js';
import { StaffList, type ExportColumnDef } from '../../../components/staff-list/staff-list.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { ApiCallError, useApiWrite } from '../../../lib/server-state/index.js';
import { CRITERIA_ENDPOINT, CRITERION_ENDPOINT, criterionPath, type Criterion } from '../api/samples.js';

const COLUMNS: ColumnDef<Criterion, unknown>[] = [
  { id: 'name', header: T.criterionName, accessorFn: (c) => c.name, meta: { rowHeader: true } },
  { id: 'state', header: W.stateColumn, cell: ({ row }) => <StateBadge active={row.original.is_active} /> },
  {
    id: 'actions',
    header: W.actionsColumn,
    cell: ({ row }) => (
      <ActiveToggle
        name={row.original.name}
        active={row.original.is_active}
        invalidates={[CRITERIA_ENDPOINT]}
        write={(next) => ({
          method: 'PATCH',
          path: criterionPath(row.original.id),
          body: { is_active: next },
        })}
      />
    ),
  },
];

const EXPORT: ExportColumnDef<Criterion>[] = [
  { key: 'name', header: T.criterionName, value: (c) => c.name },
  { key: 'state', header: W.stateColumn, value: (c) => stateLabel(c.is_active) },
];

/** The criterion list, managed here: add a criterion, activate or inactivate one. */
export function CriteriaSection() {
  const write = useApiWrite<Criterion>([CRITERIA_ENDPOINT]);
  const form = usePortalForm<{ name: string }>({ defaultValues: { name: '' } });
  const [said, setSaid] = useState('');

  async function add(values: { name: string }): Promise<FormProblem | null> {
    try {
      const added = await write.mutateAsync({
        method: 'POST',
        path: CRITERION_ENDPOINT,
        body: { name: values.name.trim() },
      });
      form.reset({ name: '' });
      setSaid(T.criterionAdded(added.name));
      return null;
    } catch (error) {
      if (error instanceof ApiCallError) return applyServerFailure(form, error.failure);
      throw error;
    }
  }

  return (
    <section aria-labelledby="criteria-heading">
      <h2 id="criteria-heading">{T.criteriaHeading}</h2>
      <p>{T.criteriaIntro}</p>
      <StaffList
        title={T.criteriaHeading}
        endpoint={CRITERIA_ENDPOINT}
        columns={COLUMNS}
        rowKey={(c) => String(c.id)}
        exportColumns={EXPORT}
        exportFileName="criterios"
      />
      <PortalForm form={form} onValid={add} labels={{ name: T.criterionName }}>
        <FormTextField name="name" label={T.criterionName} required maxLength={150} />
        <div className="form-actions">
          <SubmitButton busy={write.isPending} busyLabel={W.saving}>
            {T.addCriterion}
          </SubmitButton>
        </div>
      </PortalForm>
      <p role="status">{said}</p>
    </section>
  );
}
