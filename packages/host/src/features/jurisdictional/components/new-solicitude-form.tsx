import { useNavigate } from 'react-router';
import { JURISDICTIONAL_TEXTS as J, PATHS, type Solicitude } from '@sfc/core';
import {
  applyServerFailure,
  FormFileField,
  FormSelect,
  FormTextarea,
  FormTextField,
  PortalForm,
  usePortalForm,
  type FormProblem,
} from '../../../components/form/index.js';
import type { FlashState } from '../../../components/staff-list/flash-notice.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { useFormDraft } from '../../../components/form/use-form-draft.js';
import { useServices } from '../../../lib/services.js';
import { ApiCallError, useApiWrite, useOptionsQuery } from '../../../lib/server-state/index.js';
import { CREATE_PATH, SOLICITUDES_ENDPOINT, UPLOAD_PATH, useTypeOptions } from '../api/solicitudes.js';

interface Values {
  solicitude_type: string | number | null;
  complaint_code: string;
  entity: string | number | null;
  claimant_name: string;
  claimant_id_type: string | number | null;
  claimant_id_number: string;
  claimant_email: string;
  attorney_name: string;
  attorney_card: string;
  facts: string;
  claim: string;
  amount: string;
  filed_on: string;
  identificacion: File[];
  reclamacion_previa: File[];
  poder: File[];
  pruebas: File[];
}

const ANNEX_FIELDS = ['identificacion', 'reclamacion_previa', 'poder', 'pruebas'] as const;

const LABELS: Record<string, string> = {
  solicitude_type: J.type,
  complaint_code: J.complaint,
  entity: J.entity,
  claimant_name: J.claimantName,
  claimant_id_type: J.claimantIdType,
  claimant_id_number: J.claimantIdNumber,
  claimant_email: J.claimantEmail,
  attorney_name: J.attorneyName,
  attorney_card: J.attorneyCard,
  facts: J.facts,
  claim: J.claim,
  amount: J.amount,
  filed_on: J.filedOn,
  ...Object.fromEntries(ANNEX_FIELDS.map((k) => [k, J.annexKinds[k] ?? k])),
};

function today(): string {
  return new Date(Date.now() - 5 * 3600_000).toISOString().slice(0, 10);
}

/**
 * `/dashboard/fco/clasification-demand/nueva`: registers a request (`create-solicitude`), from a
 * complaint (its code fills the claimant and the entity) or on its own, then uploads each chosen
 * annex (`upload-solip-file`); a refused annex stays on the request as a failed upload to retry.
 */
export function NewSolicitudeForm() {
  const navigate = useNavigate();
  const { api } = useServices();
  const types = useTypeOptions();
  const companies = useOptionsQuery('/company/');
  const idTypes = useOptionsQuery('/identificationtype/');
  const write = useApiWrite<Solicitude>([SOLICITUDES_ENDPOINT]);
  const form = usePortalForm<Values>({
    defaultValues: {
      solicitude_type: null,
      complaint_code: '',
      entity: null,
      claimant_name: '',
      claimant_id_type: null,
      claimant_id_number: '',
      claimant_email: '',
      attorney_name: '',
      attorney_card: '',
      facts: '',
      claim: '',
      amount: '',
      filed_on: today(),
      identificacion: [],
      reclamacion_previa: [],
      poder: [],
      pruebas: [],
    },
  });
  // The annexes are uploaded with the request; the draft keeps the typed fields.
  const draft = useFormDraft({ form, kind: 'solip-request', omit: ANNEX_FIELDS });

  async function save(values: Values): Promise<FormProblem | null> {
    const body: Record<string, unknown> = {
      solicitude_type: values.solicitude_type,
      claim: values.claim.trim(),
      amount: values.amount.trim(),
      filed_on: values.filed_on,
    };
    for (const key of [
      'complaint_code',
      'claimant_name',
      'claimant_id_number',
      'claimant_email',
      'attorney_name',
      'attorney_card',
      'facts',
    ] as const) {
      if (values[key].trim() !== '') body[key] = values[key].trim();
    }
    if (values.entity !== null && values.entity !== '') body.entity = values.entity;
    if (values.claimant_id_type !== null && values.claimant_id_type !== '')
      body.claimant_id_type = String(values.claimant_id_type);
    let created: Solicitude;
    try {
      created = await write.mutateAsync({ method: 'POST', path: CREATE_PATH, body });
    } catch (error) {
      if (error instanceof ApiCallError) return applyServerFailure(form, error.failure);
      throw error;
    }
    void draft.submitted();
    let failed = 0;
    for (const kind of ANNEX_FIELDS) {
      for (const file of values[kind]) {
        const data = new FormData();
        data.append('solicitude_id', String(created.id));
        data.append('kind', kind);
        data.append('file', file, file.name);
        const result = await api.request('POST', UPLOAD_PATH, { body: data, resumableUploads: true });
        if (!result.ok) failed += 1;
      }
    }
    const state: FlashState = { notice: failed > 0 ? `${J.created} ${J.annexUploadFailed}` : J.created };
    void navigate(`${PATHS.dashboard}/fco/clasification-demand/${created.id}`, { state });
    return null;
  }

  return (
    <>
      <h1>{J.newRequestTitle}</h1>
      <PortalForm form={form} onValid={save} labels={LABELS}>
        {draft.element}
        <FormSelect name="solicitude_type" label={J.type} required options={types} />
        <FormTextField name="complaint_code" label={J.complaint} hint={J.complaintHint} maxLength={40} />
        <FormSelect name="entity" label={J.entity} options={companies} />
        <FormTextField name="claimant_name" label={J.claimantName} maxLength={200} />
        <FormSelect name="claimant_id_type" label={J.claimantIdType} options={idTypes} />
        <FormTextField name="claimant_id_number" label={J.claimantIdNumber} maxLength={30} />
        <FormTextField name="claimant_email" label={J.claimantEmail} type="email" maxLength={254} />
        <FormTextField name="attorney_name" label={J.attorneyName} maxLength={200} />
        <FormTextField name="attorney_card" label={J.attorneyCard} maxLength={30} />
        <FormTextarea name="facts" label={J.facts} />
        <FormTextarea name="claim" label={J.claim} required />
        <FormTextField name="amount" label={J.amount} required inputMode="numeric" maxLength={20} />
        <FormTextField name="filed_on" label={J.filedOn} type="date" required />
        {ANNEX_FIELDS.map((kind) => (
          <FormFileField key={kind} name={kind} label={J.annexKinds[kind] ?? kind} multiple={false} />
        ))}
        <div className="form-actions">
          <SubmitButton busy={write.isPending || form.formState.isSubmitting} busyLabel={J.saving}>
            {J.save}
          </SubmitButton>
        </div>
      </PortalForm>
    </>
  );
}
