import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import {
  PATHS,
  RECOMMENDATION_FIELDS as F,
  RECOMMENDATION_STEPS,
  RECOMMENDATION_TEXTS as T,
  STAFF_WORKSPACE_TEXTS as W,
  readFailure,
} from '@sfc/core';
import {
  applyServerFailure,
  FormTextarea,
  FormTextField,
  PortalForm,
  usePortalForm,
  type FormProblem,
} from '../../../components/form/index.js';
import { FormMultiSelect } from '../../../components/form/form-multi-select.js';
import { useFormDraft } from '../../../components/form/use-form-draft.js';
import { Notice } from '../../../components/notice.js';
import { FlashNotice, type FlashState } from '../../../components/staff-list/flash-notice.js';
import { useRecordId } from '../../../lib/use-record-id.js';
import { useSaveAndReturn } from '../../../components/staff-list/use-save-and-return.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { ApiCallError, useApiRecord, useApiWrite, useOptionsQuery } from '../../../lib/server-state/index.js';
import {
  RECOMMENDATION_CREATE_PATH,
  RECOMMENDATION_ENTITIES_ENDPOINT,
  RECOMMENDATIONS_ENDPOINT,
  recommendationFinishPath,
  recommendationPath,
  recommendationStepPath,
  type Recommendation,
} from '../api/recommendations.js';
import { RecordState } from '../../../components/screen-state.js';

const BASE = `${PATHS.dashboard}/fco`;
const stepsUrl = (id: number, n: number) =>
  `${BASE}/recommendations/new_recommendations_steps?id=${id}&step=${n}`;

interface FindingValues {
  title: string;
  finding: string;
  recommendation: string;
  legal_basis: string;
}

const FINDING_LABELS = {
  title: F.title,
  finding: F.finding,
  recommendation: F.recommendation,
  legal_basis: F.legal_basis,
};

function FindingFields() {
  return (
    <>
      <FormTextField name="title" label={F.title} required maxLength={200} />
      <FormTextarea name="finding" label={F.finding} required maxLength={4000} />
      <FormTextarea name="recommendation" label={F.recommendation} required maxLength={4000} />
      <FormTextarea name="legal_basis" label={F.legal_basis} maxLength={1000} />
    </>
  );
}

const findingBody = (v: FindingValues) => ({
  title: v.title,
  finding: v.finding,
  recommendation: v.recommendation,
  ...(v.legal_basis.trim() ? { legal_basis: v.legal_basis } : {}),
});

/** Step 1 of a recommendation: what was found and what is recommended (creates the draft when new). */
function FindingStep({ rec }: { rec?: Recommendation }) {
  const navigate = useNavigate();
  const write = useApiWrite<Recommendation>([RECOMMENDATIONS_ENDPOINT]);
  const form = usePortalForm<FindingValues>({
    defaultValues: {
      title: rec?.title ?? '',
      finding: rec?.finding ?? '',
      recommendation: rec?.recommendation ?? '',
      legal_basis: rec?.legal_basis ?? '',
    },
  });
  const draft = useFormDraft({ form, kind: 'recommendation-step-1', objectId: rec?.id ?? null });

  async function save(values: FindingValues): Promise<FormProblem | null> {
    try {
      const id =
        rec?.id ??
        (await write.mutateAsync({ method: 'POST', path: RECOMMENDATION_CREATE_PATH, body: {} })).id;
      await write.mutateAsync({
        method: 'PUT',
        path: recommendationStepPath(id, 1),
        body: findingBody(values),
      });
      void draft.submitted();
      const state: FlashState = { notice: T.draftSaved(RECOMMENDATION_STEPS[0].title) };
      void navigate(stepsUrl(id, 2), { state });
      return null;
    } catch (error) {
      if (error instanceof ApiCallError) return applyServerFailure(form, error.failure);
      throw error;
    }
  }

  return (
    <PortalForm form={form} onValid={save} labels={FINDING_LABELS}>
      {draft.element}
      <FindingFields />
      <div className="form-actions">
        <SubmitButton busy={write.isPending} busyLabel={W.saving}>
          {T.saveAndContinue}
        </SubmitButton>
      </div>
    </PortalForm>
  );
}

interface EntitiesValues {
  entities: Array<string | number>;
  plan_term_days: string;
}

/** The server's rule for the action plan's term: whole working days from 1 to 60. */
const planTermRule = (value: string) => {
  const text = value.trim();
  return text === '' || (/^\d{1,2}$/.test(text) && Number(text) >= 1 && Number(text) <= 60)
    ? null
    : T.planTermRange;
};

/** Step 2: the entities it goes to and the business days they have for their action plan. */
function EntitiesStep({ rec }: { rec: Recommendation }) {
  const options = useOptionsQuery(RECOMMENDATION_ENTITIES_ENDPOINT);
  const form = usePortalForm<EntitiesValues>({
    defaultValues: {
      entities: rec.draft_entities.map((e) => String(e.id)),
      plan_term_days: String(rec.plan_term_days),
    },
  });
  const { saveAndReturn, busy } = useSaveAndReturn<Recommendation, EntitiesValues>(form, [
    RECOMMENDATIONS_ENDPOINT,
  ]);
  const draft = useFormDraft({ form, kind: 'recommendation-step-2', objectId: rec.id });

  async function save(values: EntitiesValues): Promise<FormProblem | null> {
    return saveAndReturn(
      {
        method: 'PUT',
        path: recommendationStepPath(rec.id, 2),
        body: { entities: values.entities.map(Number), plan_term_days: Number(values.plan_term_days) },
      },
      () => {
        void draft.submitted();
        return { to: stepsUrl(rec.id, 3), notice: T.draftSaved(RECOMMENDATION_STEPS[1].title) };
      },
    );
  }

  return (
    <PortalForm
      form={form}
      onValid={save}
      labels={{ entities: F.entities, plan_term_days: F.plan_term_days }}
    >
      {draft.element}
      <FormMultiSelect
        name="entities"
        label={F.entities}
        required
        options={options}
        loading={options.length === 0}
      />
      <FormTextField
        name="plan_term_days"
        label={F.plan_term_days}
        required
        inputMode="numeric"
        maxLength={2}
        rules={[planTermRule]}
      />
      <div className="form-actions">
        <Link to={stepsUrl(rec.id, 1)}>{T.previousStep}</Link>
        <SubmitButton busy={busy} busyLabel={W.saving}>
          {T.saveAndContinue}
        </SubmitButton>
      </div>
    </PortalForm>
  );
}

/** Step 3: read it once more and issue it. */
function ReviewStep({ rec }: { rec: Recommendation }) {
  const navigate = useNavigate();
  const write = useApiWrite<Recommendation>([RECOMMENDATIONS_ENDPOINT]);
  const [problems, setProblems] = useState<string[]>([]);

  async function issue() {
    setProblems([]);
    try {
      await write.mutateAsync({ method: 'POST', path: recommendationFinishPath(rec.id), body: {} });
      void navigate(`${BASE}/recommendations/new_recommendation/finish?id=${rec.id}`);
    } catch (error) {
      if (!(error instanceof ApiCallError)) throw error;
      const failure = readFailure(error.failure);
      setProblems([...Object.values(failure.fields), ...(failure.form ? [failure.form] : [])]);
    }
  }

  return (
    <>
      <RecommendationSummary rec={rec} />
      <dl className="data-list">
        <div>
          <dt>{F.entities}</dt>
          <dd>{rec.draft_entities.map((e) => e.name).join(', ') || '—'}</dd>
        </div>
        <div>
          <dt>{F.plan_term_days}</dt>
          <dd>{rec.plan_term_days}</dd>
        </div>
      </dl>
      {problems.length > 0 ? (
        <Notice kind="error">
          <ul>
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </Notice>
      ) : null}
      <div className="form-actions">
        <Link to={stepsUrl(rec.id, 2)}>{T.previousStep}</Link>
        <button
          type="button"
          className="sfc-button-link"
          disabled={write.isPending}
          onClick={() => void issue()}
        >
          {T.issue}
        </button>
      </div>
    </>
  );
}

/** The finding, the recommendation and its basis, as read-only fields. */
export function RecommendationSummary({ rec }: { rec: Recommendation }) {
  return (
    <dl className="data-list">
      {(['title', 'finding', 'recommendation', 'legal_basis'] as const).map((k) => (
        <div key={k}>
          <dt>{F[k]}</dt>
          <dd style={{ whiteSpace: 'pre-wrap' }}>{rec[k] || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** `fco/new_recommendation`: step 1 of a new recommendation. */
export function NewRecommendationScreen() {
  return (
    <>
      <h1>{T.newRecommendation}</h1>
      <p>
        <Link to={`${BASE}/recommendations-dcf`}>{T.dcfQueueTitle}</Link>
      </p>
      <h2>{T.stepOf(1, RECOMMENDATION_STEPS.length, RECOMMENDATION_STEPS[0].title)}</h2>
      <FindingStep />
    </>
  );
}

/** `fco/recommendations/new_recommendations_steps?id=&step=` (and `fco/recommendations/edit?id=`). */
export function RecommendationStepsScreen() {
  const id = useRecordId();
  const [search] = useSearchParams();
  const record = useApiRecord<Recommendation>(id === null ? null : recommendationPath(id));
  const rec = record.data;
  if (id === null || !rec)
    return (
      <RecordState<Recommendation>
        id={id}
        record={record}
        back={{ to: `${BASE}/recommendations-dcf`, label: T.dcfQueueTitle }}
      >
        {() => null}
      </RecordState>
    );
  const requested = Number(search.get('step'));
  const n = requested >= 1 && requested <= 3 ? requested : (rec.steps.find((s) => !s.saved)?.n ?? 3);
  const step = RECOMMENDATION_STEPS[n - 1]!;
  return (
    <>
      <h1>{rec.title || T.newRecommendation}</h1>
      <p>
        <Link to={`${BASE}/recommendations-dcf`}>{T.dcfQueueTitle}</Link>
      </p>
      <FlashNotice />
      {!rec.can_issue_steps ? (
        <Notice kind="info">{T.notDraft}</Notice>
      ) : (
        <>
          <nav aria-label={T.stepsLabel}>
            <ol className="report-steps">
              {RECOMMENDATION_STEPS.map((s) => (
                <li key={s.n}>
                  <Link to={stepsUrl(rec.id, s.n)} aria-current={s.n === n ? 'step' : undefined}>
                    {s.title}
                  </Link>
                </li>
              ))}
            </ol>
          </nav>
          <h2>{T.stepOf(n, RECOMMENDATION_STEPS.length, step.title)}</h2>
          {n === 1 ? (
            <FindingStep key={rec.id} rec={rec} />
          ) : n === 2 ? (
            <EntitiesStep key={rec.id} rec={rec} />
          ) : (
            <ReviewStep rec={rec} />
          )}
        </>
      )}
    </>
  );
}

/** `fco/recommendations/new_recommendation/finish?id=`: issued. */
export function RecommendationIssuedScreen() {
  const id = useRecordId();
  return (
    <>
      <h1>{T.issue}</h1>
      <Notice kind="success">{T.issued}</Notice>
      <p className="form-actions">
        {id ? (
          <Link className="sfc-button-link" to={`${BASE}/recommendations/view?id=${id}`}>
            {T.view}
          </Link>
        ) : null}
        <Link to={`${BASE}/recommendations-dcf`}>{T.dcfQueueTitle}</Link>
      </p>
    </>
  );
}
