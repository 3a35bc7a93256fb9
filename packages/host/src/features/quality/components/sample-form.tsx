import { useNavigate } from 'react-router';
import { PATHS, QUALITY_TEXTS as T } from '@sfc/core';
import {
  applyServerFailure,
  FormSelect,
  FormTextField,
  PortalForm,
  usePortalForm,
  type FormProblem,
  FormDateField,
} from '../../../components/form/index.js';
import { FormMultiSelect } from '../../../components/form/form-multi-select.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { ApiCallError, useApiWrite, useOptionsQuery } from '../../../lib/server-state/index.js';
import { SAMPLES_ENDPOINT, type SampleDetail } from '../api/samples.js';

interface SampleValues {
  name: string;
  entities: Array<string | number>;
  period_from: string;
  period_to: string;
  strata: string | number | null;
  confidence: string | number | null;
  margin: string | number | null;
  seed: string;
}

const LABELS: Record<keyof SampleValues, string> = {
  name: T.sampleName,
  entities: T.sampleEntities,
  period_from: T.periodFrom,
  period_to: T.periodTo,
  strata: T.strataField,
  confidence: T.confidenceField,
  margin: T.marginField,
  seed: T.seedField,
};

const STRATA = Object.entries(T.strata).map(([value, label]) => ({ value, label }));
const CONFIDENCE = ['0.9', '0.95', '0.99'].map((value) => ({ value, label: T.percent(Number(value) * 100) }));
const MARGIN = ['0.01', '0.02', '0.03', '0.05', '0.1'].map((value) => ({
  value,
  label: T.percent(Math.round(Number(value) * 1000) / 10),
}));

/** `POST /complaint_sample/`: the analyst's choices; the server computes the size and draws. */
export function SampleForm() {
  const navigate = useNavigate();
  const entities = useOptionsQuery('/company/');
  const write = useApiWrite<SampleDetail>([SAMPLES_ENDPOINT]);
  const form = usePortalForm<SampleValues>({
    defaultValues: {
      name: '',
      entities: [],
      period_from: '',
      period_to: '',
      strata: 'none',
      confidence: '0.95',
      margin: '0.05',
      seed: '',
    },
  });

  async function save(values: SampleValues): Promise<FormProblem | null> {
    const body: Record<string, unknown> = {
      entities: values.entities.map(Number),
      period_from: values.period_from,
      period_to: values.period_to,
      strata: String(values.strata ?? 'none'),
      confidence: Number(values.confidence ?? 0.95),
      margin: Number(values.margin ?? 0.05),
    };
    if (values.name.trim() !== '') body.name = values.name.trim();
    if (values.seed.trim() !== '') body.seed = values.seed.trim();
    try {
      const sample = await write.mutateAsync({ method: 'POST', path: SAMPLES_ENDPOINT, body });
      void navigate(`${PATHS.dashboard}/complaints/management/sample?id=${sample.id}`);
      return null;
    } catch (error) {
      if (error instanceof ApiCallError) return applyServerFailure(form, error.failure);
      throw error;
    }
  }

  return (
    <PortalForm form={form} onValid={save} labels={LABELS}>
      <div className="form-grid">
        <FormTextField name="name" label={T.sampleName} maxLength={150} />
        <FormMultiSelect name="entities" label={T.sampleEntities} required options={entities} />
        <FormDateField name="period_from" label={T.periodFrom} required />
        <FormDateField name="period_to" label={T.periodTo} required />
        <FormSelect name="strata" label={T.strataField} required options={STRATA} />
        <FormSelect name="confidence" label={T.confidenceField} required options={CONFIDENCE} />
        <FormSelect name="margin" label={T.marginField} required options={MARGIN} />
        <FormTextField name="seed" label={T.seedField} hint={T.seedHint} maxLength={64} />
      </div>
      <div className="form-actions">
        <SubmitButton busy={write.isPending} busyLabel={T.creatingSample}>
          {T.createSample}
        </SubmitButton>
      </div>
    </PortalForm>
  );
}
