import { PATHS, STAFF_WORKSPACE_TEXTS as T } from '@sfc/core';
import {
  FormCheckboxGroup,
  FormTextarea,
  FormTextField,
  PortalForm,
  usePortalForm,
  type FormProblem,
} from '../../../components/form/index.js';
import { useSaveAndReturn } from '../../../components/staff-list/use-save-and-return.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { ROLES_ENDPOINT, rolePath, type Role } from '../api/roles.js';
import { useModules } from '../api/use-modules.js';

/** What the role form holds. */
export interface RoleValues {
  name: string;
  description: string;
  /** Module ids, as the checkboxes give them. */
  modules: string[];
}

const LABELS = { name: T.roleName, description: T.roleDescription, modules: T.roleModules };

/** The form's values for a role (empty for a new one). */
export function roleValues(role?: Role): RoleValues {
  return {
    name: role?.name ?? '',
    description: role?.description ?? '',
    modules: (role?.modules ?? []).map((module) => String(module.id)),
  };
}

/**
 * Creates a role (`POST /group/`) or replaces one (`PUT /group/{id}/`): a name, an optional
 * description and the modules it opens. Back to the roles list, filtered to it, when saved.
 */
export function RoleForm({ role }: { role?: Role }) {
  const modules = useModules();
  const form = usePortalForm<RoleValues>({ defaultValues: roleValues(role) });
  const { saveAndReturn, busy } = useSaveAndReturn<Role, RoleValues>(form, [ROLES_ENDPOINT]);

  async function save(values: RoleValues): Promise<FormProblem | null> {
    const body = {
      name: values.name.trim(),
      description: values.description.trim(),
      modules: values.modules.map(Number),
      ...(role ? { is_active: role.is_active } : {}),
    };
    return saveAndReturn(
      role
        ? { method: 'PUT', path: rolePath(role.id), body }
        : { method: 'POST', path: ROLES_ENDPOINT, body },
      (saved) => ({
        to: `${PATHS.dashboard}/roles?search=${encodeURIComponent(saved.name)}`,
        notice: role ? T.saved(saved.name) : T.created(saved.name),
      }),
    );
  }

  return (
    <PortalForm form={form} onValid={save} labels={LABELS}>
      <FormTextField name="name" label={T.roleName} required maxLength={100} />
      <FormTextarea name="description" label={T.roleDescription} maxLength={500} />
      <FormCheckboxGroup
        name="modules"
        label={T.roleModules}
        hint={T.roleModulesHint}
        required
        options={(modules.data ?? []).map((module) => ({ value: String(module.id), label: module.name }))}
      />
      <div className="form-actions">
        <SubmitButton busy={busy} busyLabel={T.saving}>
          {T.save}
        </SubmitButton>
      </div>
    </PortalForm>
  );
}
