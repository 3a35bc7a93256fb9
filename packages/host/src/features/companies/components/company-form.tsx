import {
  IDENTIFICATION_TYPE,
  PATHS,
  STAFF_ADMIN_TEXTS,
  STAFF_WORKSPACE_TEXTS as T,
  identificationRule,
} from '@sfc/core';
import {
  FormSelect,
  FormTextField,
  PortalForm,
  usePortalForm,
  type FormProblem,
} from '../../../components/form/index.js';
import { useSaveAndReturn } from '../../../components/staff-list/use-save-and-return.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { useOptionsQuery } from '../../../lib/server-state/index.js';
import { COMPANIES_ENDPOINT, companyPath, type Company } from '../api/companies.js';

/** Administration sees every entity type, also those without entities yet (to add the first). */
const ALL_ENTITY_TYPES = { all: 'true' } as const;

interface CompanyValues {
  tipo_entidad: string | number | null;
  entidad_cod: string;
  name: string;
  nit: string;
  company_group: string | number | null;
}

const LABELS: Record<keyof CompanyValues, string> = {
  tipo_entidad: T.entityTypeField,
  entidad_cod: T.entityCodeField,
  name: T.entityName,
  nit: T.entityNit,
  company_group: T.entityGroupField,
};

const CODE = /^[\p{L}\d]{1,10}$/u;
const nitRule = identificationRule(IDENTIFICATION_TYPE.nit);

/**
 * Creates (`POST /company_list/`) or edits (`PATCH /company_list/{id}/`) a supervised entity:
 * type and code, name, NIT and group.
 */
export function CompanyForm({ company }: { company?: Company }) {
  const types = useOptionsQuery('/companytype/', ALL_ENTITY_TYPES);
  const groups = useOptionsQuery('/companygroup/');
  const form = usePortalForm<CompanyValues>({
    defaultValues: {
      tipo_entidad: company ? String(company.tipo_entidad) : null,
      entidad_cod: company?.entidad_cod ?? '',
      name: company?.name ?? '',
      nit: company?.nit ?? '',
      company_group: company?.company_group?.id ?? null,
    },
  });
  const { saveAndReturn, busy } = useSaveAndReturn<Company, CompanyValues>(form, [COMPANIES_ENDPOINT]);

  async function save(values: CompanyValues): Promise<FormProblem | null> {
    const body = {
      tipo_entidad: Number(values.tipo_entidad),
      entidad_cod: values.entidad_cod.trim(),
      name: values.name.trim(),
      nit: values.nit.trim() || null,
      company_group:
        values.company_group === null || values.company_group === '' ? null : String(values.company_group),
    };
    return saveAndReturn(
      company
        ? { method: 'PATCH', path: companyPath(company.id), body }
        : { method: 'POST', path: COMPANIES_ENDPOINT, body },
      (saved) => ({
        to: `${PATHS.dashboard}/companies?search=${encodeURIComponent(saved.code)}`,
        notice: company ? T.saved(saved.name) : T.created(saved.name),
      }),
    );
  }

  return (
    <PortalForm form={form} onValid={save} labels={LABELS}>
      <div className="form-grid">
        <FormSelect name="tipo_entidad" label={T.entityTypeField} required options={types} />
        <FormTextField
          name="entidad_cod"
          label={T.entityCodeField}
          required
          maxLength={10}
          rules={[
            (value: string) =>
              value && !CODE.test(value.trim()) ? STAFF_ADMIN_TEXTS.entityCodeInvalid : null,
          ]}
        />
        <FormTextField name="name" label={T.entityName} required maxLength={200} />
        <FormTextField name="nit" label={T.entityNit} maxLength={14} rules={[nitRule]} />
        <FormSelect name="company_group" label={T.entityGroupField} options={groups} />
      </div>
      <div className="form-actions">
        <SubmitButton busy={busy} busyLabel={T.saving}>
          {T.save}
        </SubmitButton>
      </div>
    </PortalForm>
  );
}
