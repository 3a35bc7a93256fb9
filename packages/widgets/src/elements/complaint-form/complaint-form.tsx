import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import {
  COMPLAINT_SCREEN_TEXTS as T,
  STAFF_FILING_FORM_TEXTS,
  digitsOnly,
  LIMITS,
  MESSAGES,
  YES_NO,
  type ApiClient,
} from '@sfc/core';
import { DraftOffer, DraftStatus } from '../../form/draft-status/draft-status.js';
import { useDraft } from '../../form/draft-status/use-draft.js';
import { FileDropzone } from '../../form/file-dropzone/file-dropzone.js';
import { RadioGroup } from '../../form/radio-group/radio-group.js';
import { SearchableSelect } from '../../form/searchable-select/searchable-select.js';
import { BASE_STYLES_KEY, baseStyles } from '../../form/shared/base.styles.js';
import { useStyles } from '../../form/shared/use-styles.js';
import { TextareaField } from '../../form/textarea-field/textarea-field.js';
import { TextField } from '../../form/text-field/text-field.js';
import { complaintFormStyles } from './complaint-form.styles.js';
import {
  complaintFormData,
  complaintFormProblems,
  emptyComplaintForm,
  readServerProblems,
  type CompanyItem,
  type ComplaintFormValues,
  type FormProblems,
} from './complaint-form-rules.js';
import { useApiList, useApiOptions } from './use-api-options.js';

/** What `POST /queja/` answers on success (the complaint, its files and a message). */
export interface FiledComplaint {
  id: number;
  codigo_queja: string;
  detail?: string;
  [key: string]: unknown;
}

/** Props of {@link ComplaintForm}. */
export interface ComplaintFormProps {
  /** Core's signed API client of the signed-in consumer. */
  api: ApiClient;
  /** The consumer's data from their profile, prefilled in the form. */
  consumer?: { nombres?: string; correo?: string; telefono?: string };
  /** Called once the complaint is filed. */
  onFiled: (complaint: FiledComplaint) => void;
  /** Where dialogs render (a custom element's shadow root); default document.body. */
  container?: Element | DocumentFragment | null;
  /** Where the form is filed; default `/queja/` (the signed-in consumer's own complaint). */
  filingPath?: string;
  /** Fields sent along with the form's (staff filing on a consumer's behalf: consumer, reception point). */
  extraFields?: Readonly<Record<string, string>>;
  /** `staff`: a staff member files for a consumer, so the headings speak of the consumer («Datos del consumidor»). */
  audience?: 'consumer' | 'staff';
}

const SHEETS = [
  [BASE_STYLES_KEY, baseStyles],
  ['sfc-complaint-form', complaintFormStyles],
] as const;

/** What a draft keeps of the form: everything but the files (those are sent with the filing). */
type DraftValues = Omit<ComplaintFormValues, 'apoderadoFiles' | 'complaintFiles'>;

function draftValues({ apoderadoFiles: _a, complaintFiles: _c, ...rest }: ComplaintFormValues): DraftValues {
  return rest;
}

const YES_NO_OPTIONS = [
  { value: YES_NO.yes, label: T.yes },
  { value: YES_NO.no, label: T.no },
];

/** Labels of the fields, for the error summary. */
const LABELS: Record<keyof ComplaintFormValues, string> = {
  tipo_entidad: T.entityType,
  company: T.entity,
  producto_cod: T.product,
  macro_motivo_cod: T.reason,
  canal_cod: T.channel,
  departamento_cod: T.department,
  municipio_cod: T.municipality,
  nombres: T.consumerName,
  correo: T.consumerEmail,
  telefono: T.consumerPhone,
  texto_queja: T.complaintText,
  es_apoderado: T.isAttorney,
  apoderado_nombre: T.attorneyName,
  apoderadoFiles: T.attorneyFiles,
  complaintFiles: T.complaintFiles,
};

/**
 * The complaint registration feature (portal-spec §2 `complaint/registration`): entity type,
 * supervised entity (searchable), product and reason for that entity, channel, department and
 * municipality, the consumer's data prefilled from the profile, the complaint text (§5 textarea),
 * power of attorney (1 Sí / 2 No, with `file-apoderado-N` when yes) and attachments
 * (`file-complaint-N`, §5 extensions, 30 MB in total). Sent as multipart to `POST /queja/`.
 * No side effects at import; the host screen and the custom element render this same component.
 */
export function ComplaintForm({
  api,
  consumer,
  onFiled,
  container,
  filingPath = '/queja/',
  extraFields,
  audience = 'consumer',
}: ComplaintFormProps) {
  const words = audience === 'staff' ? { ...T, ...STAFF_FILING_FORM_TEXTS } : T;
  const ref = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  useStyles(ref, SHEETS);
  const [values, setValues] = useState<ComplaintFormValues>(() => emptyComplaintForm(consumer));
  const [showErrors, setShowErrors] = useState(false);
  const [server, setServer] = useState<FormProblems>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [generalError, setGeneralError] = useState(false);
  const [sending, setSending] = useState(false);
  // The consumer's own complaint, or a staff filing for the consumer named in `extraFields`.
  const draft = useDraft<DraftValues>({
    api,
    form: filingPath === '/queja/' ? 'complaint' : 'complaint-filing',
    objectId: extraFields?.consumer ?? null,
  });
  const touched = useRef(false);
  useEffect(() => {
    if (touched.current) draft.change(draftValues(values));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the values' changes are saved
  }, [values]);

  const entityTypes = useApiOptions(api, 'companyType', false);
  const companies = useApiList<CompanyItem>(api, '/company/');
  const channels = useApiOptions(api, 'channel', false);
  const departments = useApiOptions(api, 'department', false);
  const municipalities = useApiOptions(api, 'municipality', !values.departamento_cod, {
    department: values.departamento_cod ?? '',
  });
  const products = useApiOptions(api, 'productByCompany', !values.company, {
    companyId: values.company ?? '',
  });
  const reasons = useApiOptions(api, 'reasonByCompany', !values.company, { companyId: values.company ?? '' });

  const companyOptions = useMemo(
    () =>
      companies.options
        .filter((c) => values.tipo_entidad !== null && String(c.tipo_entidad) === values.tipo_entidad)
        .map((c) => ({ value: String(c.id), label: c.name })),
    [companies.options, values.tipo_entidad],
  );
  const company = companies.options.find((c) => String(c.id) === values.company) ?? null;

  const set =
    <K extends keyof ComplaintFormValues>(key: K, reset: Partial<ComplaintFormValues> = {}) =>
    (value: ComplaintFormValues[K]) => {
      touched.current = true;
      setValues((current) => (current[key] === value ? current : { ...current, ...reset, [key]: value }));
      setServer((current) => {
        if (!(key in current)) return current;
        const next = { ...current };
        delete next[key];
        return next;
      });
    };

  const local = showErrors ? complaintFormProblems(values) : {};
  const problems: FormProblems = { ...local, ...server };
  const err = (key: keyof ComplaintFormValues) => problems[key] ?? null;
  const summary = Object.entries(problems).filter(([key]) => key in LABELS);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    setShowErrors(true);
    setFormError(null);
    setGeneralError(false);
    const found = complaintFormProblems(values);
    if (Object.keys(found).length > 0 || !company) {
      setServer({});
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    setSending(true);
    const body = complaintFormData(values, company);
    for (const [name, value] of Object.entries(extraFields ?? {})) body.append(name, value);
    const result = await api.post<FiledComplaint>(filingPath, body, { resumableUploads: true });
    setSending(false);
    if (result.ok) {
      void draft.submitted();
      onFiled(result.data);
      return;
    }
    const read = readServerProblems(result);
    setServer(read.fields);
    setFormError(read.form);
    setGeneralError(read.general);
    requestAnimationFrame(() => summaryRef.current?.focus());
  };

  const attorney = values.es_apoderado === YES_NO.yes;
  return (
    <form
      ref={ref}
      className="sfc-form sfc-complaint-form"
      noValidate
      onSubmit={submit}
      onBlur={draft.flush}
      aria-busy={sending || undefined}
    >
      <DraftOffer draft={draft} onContinue={(saved) => setValues((current) => ({ ...current, ...saved }))} />
      {summary.length > 0 || formError ? (
        <div ref={summaryRef} className="sfc-complaint-form__summary" role="alert" tabIndex={-1}>
          <h2>{generalError ? MESSAGES.genericErrorTitle : T.errorSummaryTitle}</h2>
          {formError ? <p>{formError}</p> : null}
          {summary.length > 0 ? (
            <ul>
              {summary.map(([key, message]) => (
                <li key={key}>
                  {LABELS[key as keyof ComplaintFormValues]}: {message}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}

      <fieldset className="sfc-complaint-form__section">
        <legend>{T.entitySection}</legend>
        <div className="sfc-complaint-form__grid">
          <SearchableSelect<string>
            label={T.entityType}
            hint={T.entityTypeHint}
            required
            options={entityTypes.options}
            loading={entityTypes.loading}
            value={values.tipo_entidad}
            onChange={set('tipo_entidad', { company: null, producto_cod: null, macro_motivo_cod: null })}
            error={err('tipo_entidad')}
            container={container}
          />
          <SearchableSelect<string>
            label={T.entity}
            required
            options={companyOptions}
            loading={companies.loading}
            disabled={!values.tipo_entidad}
            value={values.company}
            onChange={set('company', { producto_cod: null, macro_motivo_cod: null })}
            error={err('company')}
            container={container}
          />
          <SearchableSelect<string>
            label={T.product}
            required
            options={products.options}
            loading={products.loading}
            disabled={!values.company}
            value={values.producto_cod}
            onChange={set('producto_cod')}
            error={err('producto_cod')}
            container={container}
          />
          <SearchableSelect<string>
            label={T.reason}
            required
            options={reasons.options}
            loading={reasons.loading}
            disabled={!values.company}
            value={values.macro_motivo_cod}
            onChange={set('macro_motivo_cod')}
            error={err('macro_motivo_cod')}
            container={container}
          />
          <SearchableSelect<string>
            label={T.channel}
            required
            options={channels.options}
            loading={channels.loading}
            value={values.canal_cod}
            onChange={set('canal_cod')}
            error={err('canal_cod')}
            container={container}
          />
          <SearchableSelect<string>
            label={T.department}
            required
            options={departments.options}
            loading={departments.loading}
            value={values.departamento_cod}
            onChange={set('departamento_cod', { municipio_cod: null })}
            error={err('departamento_cod')}
            container={container}
          />
          <SearchableSelect<string>
            label={T.municipality}
            required
            options={municipalities.options}
            loading={municipalities.loading}
            disabled={!values.departamento_cod}
            value={values.municipio_cod}
            onChange={set('municipio_cod')}
            error={err('municipio_cod')}
            container={container}
          />
        </div>
      </fieldset>

      <fieldset className="sfc-complaint-form__section">
        <legend>{words.consumerSection}</legend>
        <div className="sfc-complaint-form__grid">
          <TextField
            label={T.consumerName}
            required
            maxLength={50}
            autoComplete="name"
            value={values.nombres}
            onChange={set('nombres')}
            error={err('nombres')}
          />
          <TextField
            label={T.consumerEmail}
            type="email"
            autoComplete="email"
            value={values.correo}
            onChange={set('correo')}
            error={err('correo')}
          />
          <TextField
            label={T.consumerPhone}
            type="tel"
            inputMode="numeric"
            autoComplete="tel"
            filter={digitsOnly}
            value={values.telefono}
            onChange={set('telefono')}
            error={err('telefono')}
          />
        </div>
      </fieldset>

      <fieldset className="sfc-complaint-form__section">
        <legend>{words.complaintSection}</legend>
        <TextareaField
          label={words.complaintText}
          name="texto_queja"
          required
          value={values.texto_queja}
          onChange={set('texto_queja')}
          error={err('texto_queja')}
          showErrors={showErrors}
        />
        <RadioGroup<number>
          label={T.isAttorney}
          name="es_apoderado"
          required
          inline
          options={YES_NO_OPTIONS}
          value={values.es_apoderado}
          onChange={set('es_apoderado')}
          error={err('es_apoderado')}
        />
        {attorney ? (
          <>
            <TextField
              label={T.attorneyName}
              required
              maxLength={100}
              value={values.apoderado_nombre}
              onChange={set('apoderado_nombre')}
              error={err('apoderado_nombre')}
            />
            <FileDropzone
              label={T.attorneyFiles}
              required
              maxFileMb={LIMITS.attachmentFileMaxMb}
              existing={values.complaintFiles}
              value={values.apoderadoFiles}
              onChange={set('apoderadoFiles')}
              error={err('apoderadoFiles')}
            />
          </>
        ) : null}
        <FileDropzone
          label={T.complaintFiles}
          maxFileMb={LIMITS.attachmentFileMaxMb}
          existing={attorney ? values.apoderadoFiles : []}
          value={values.complaintFiles}
          onChange={set('complaintFiles')}
          error={err('complaintFiles')}
        />
      </fieldset>

      <DraftStatus draft={draft} />
      <div className="sfc-complaint-form__actions">
        <button type="submit" className="sfc-button" disabled={sending} aria-disabled={sending || undefined}>
          {sending ? <span className="sfc-spinner" aria-hidden="true" /> : null}
          {sending ? T.sending : T.submit}
        </button>
      </div>
    </form>
  );
}
