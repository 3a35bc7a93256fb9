import { useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { CASE_WORK_TEXTS as C, COMPLAINT_STATE, formatDisplayDate, readFailure } from '@sfc/core';
import { Modal } from '@sfc/widgets/form/modal/modal.js';
import {
  applyServerFailure,
  FormNumberField,
  FormSelect,
  FormTextarea,
  FormTextField,
  PortalForm,
  usePortalForm,
  type FormProblem,
} from '../../../components/form/index.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { ApiCallError, useApiWrite, type ApiWrite } from '../../../lib/server-state/index.js';
import { QUEUE_ENDPOINT } from '../api/complaint-work.js';
import { caseActionPath, type CaseFile } from '../api/case-file.js';
import { fillTemplate, TEMPLATE_KIND, useCaseTemplates } from '../api/case-templates.js';
import { useFilterValues } from '../api/use-filter-values.js';
import { useEntityChoices } from '../api/use-entity-choices.js';

/** The composer's actions; which are offered depends on the complaint (see {@link actionsFor}). */
export type ComposerAction =
  | 'note'
  | 'acknowledge'
  | 'ask_entity'
  | 'ask_consumer'
  | 'transfer'
  | 'out_of_competence'
  | 'close'
  | 'duplicate'
  | 'undo_duplicate'
  | 'suspend'
  | 'resume'
  | 'assign';

/** Actions that cannot be undone from the screen: they ask for confirmation and a reason. */
export const IRREVERSIBLE: ReadonlySet<ComposerAction> = new Set(['close', 'duplicate', 'out_of_competence']);

/** The actions a complaint admits now: a closed one only a note (and undoing a duplicate). */
export function actionsFor(file: Pick<CaseFile, 'deadline' | 'case' | 'internal'>): ComposerAction[] {
  // Escalated to the consumer defender, the complaint is the defender's to work (the server refuses the rest).
  const closed =
    file.deadline.status === 'answered' ||
    file.case.fecha_cierre !== null ||
    file.case.state.id === COMPLAINT_STATE.escalated;
  const note: ComposerAction[] = file.internal ? ['note'] : [];
  if (closed)
    return [...note, ...(file.case.closing?.kind === 'duplicate' ? ['undo_duplicate' as const] : [])];
  // «Recibida»: staff may acknowledge it on the entity's behalf (state machine 1 → 2).
  const received = file.case.state.id === COMPLAINT_STATE.received;
  return [
    ...note,
    ...(received ? ['acknowledge' as const] : []),
    'ask_entity',
    'ask_consumer',
    'transfer',
    'close',
    'duplicate',
    'out_of_competence',
    file.deadline.suspended ? 'resume' : 'suspend',
    'assign',
  ];
}

interface ComposerValues {
  action: string | number | null;
  text: string;
  term_days: string;
  entity: string | number | null;
  duplicate_of: string;
  direction: string | number | null;
  analyst: string | number | null;
}

const EMPTY: ComposerValues = {
  action: 'note',
  text: '',
  term_days: '5',
  entity: null,
  duplicate_of: '',
  direction: null,
  analyst: null,
};

const LABELS = {
  action: C.action,
  text: C.text,
  term_days: C.termDays,
  entity: C.targetEntity,
  duplicate_of: C.originalCode,
  direction: C.direction,
  analyst: C.analyst,
  reason: C.reason,
};

/** The label of the text box for an action. */
const textLabel = (action: string) =>
  action === 'close' || action === 'out_of_competence' || action === 'duplicate'
    ? C.closingMessage
    : action === 'suspend' ||
        action === 'resume' ||
        action === 'transfer' ||
        action === 'undo_duplicate' ||
        action === 'acknowledge'
      ? C.reason
      : C.text;

/** Whether the action's text is required. */
const textRequired = (action: string) => !['assign', 'resume', 'duplicate'].includes(action);

/** The request an action sends (case-work-api.md; notes and suspensions through the queue's actions). */
export function requestFor(id: number, action: ComposerAction, v: ComposerValues, reason: string): ApiWrite {
  const text = v.text.trim();
  switch (action) {
    case 'note':
      return { method: 'POST', path: QUEUE_ENDPOINT, body: { action: 'note', ids: [id], text } };
    case 'acknowledge':
      return {
        method: 'POST',
        path: QUEUE_ENDPOINT,
        body: { action: 'change_state', ids: [id], estado_cod: COMPLAINT_STATE.open, reason: text },
      };
    case 'suspend':
    case 'resume':
      return {
        method: 'POST',
        path: QUEUE_ENDPOINT,
        body: text ? { action, ids: [id], reason: text } : { action, ids: [id] },
      };
    case 'ask_entity':
      return {
        method: 'POST',
        path: caseActionPath(id, 'entity_requests'),
        body: { text, term_days: Number(v.term_days) },
      };
    case 'ask_consumer':
      return { method: 'POST', path: caseActionPath(id, 'consumer_requests'), body: { text } };
    case 'transfer':
      return {
        method: 'POST',
        path: caseActionPath(id, 'transfer'),
        body: { entity: Number(v.entity), reason: text },
      };
    case 'out_of_competence':
      return {
        method: 'POST',
        path: caseActionPath(id, 'out_of_competence'),
        body: { reason, message: text },
      };
    case 'close':
      return { method: 'POST', path: caseActionPath(id, 'close'), body: { reason, message: text } };
    case 'duplicate':
      return {
        method: 'POST',
        path: caseActionPath(id, 'close_duplicate'),
        body: { duplicate_of: v.duplicate_of.trim(), reason, ...(text ? { message: text } : {}) },
      };
    case 'undo_duplicate':
      return { method: 'POST', path: caseActionPath(id, 'undo_duplicate'), body: { reason: text } };
    case 'assign':
      return {
        method: 'POST',
        path: caseActionPath(id, 'assign'),
        body: {
          analyst: v.analyst === null || v.analyst === '' ? null : Number(v.analyst),
          ...(v.direction === null || v.direction === '' ? {} : { direction: Number(v.direction) }),
        },
      };
  }
}

/** Server field names the composer shows on its own fields; others go to the form's message. */
function fieldFor(action: ComposerAction) {
  return (field: string): keyof ComposerValues | null => {
    if (field === 'text' || field === 'message') return 'text';
    if (field === 'reason') return IRREVERSIBLE.has(action) ? null : 'text';
    if (field === 'estado_cod') return null;
    if (field === 'term_days' || field === 'entity' || field === 'duplicate_of') return field;
    if (field === 'analyst' || field === 'direction') return field;
    return null;
  };
}

/** Props of {@link CaseComposer}. */
export interface CaseComposerProps {
  file: CaseFile;
  /** Called after a saved action; `next` when the analyst asked for «Guardar y siguiente». */
  onSaved: (action: ComposerAction, next: boolean) => void;
  /** The caller's name, for the `{analista}` placeholder of built-in templates. */
  analystName?: string;
}

/**
 * One composer for every action on the complaint: the action, its text (with the direction's
 * templates), the fields the action needs, «Guardar» and «Guardar y siguiente». Closing, closing
 * as a duplicate and closing as outside the authority's competence ask for confirmation and a
 * reason first, in a modal dialog.
 */
export function CaseComposer({ file, onSaved, analystName = '' }: CaseComposerProps) {
  const id = file.complaint.id;
  const headingId = useId();
  const actions = actionsFor(file);
  const form = usePortalForm<ComposerValues>({ defaultValues: { ...EMPTY, action: actions[0] ?? null } });
  const action = (String(useWatch({ control: form.control, name: 'action' }) ?? '') ||
    'note') as ComposerAction;
  // A saved action can change what the complaint admits (closed, suspended): fall back to the first.
  const offered = actions.join(',');
  useEffect(() => {
    const current = String(form.getValues('action') ?? '');
    if (!offered.split(',').includes(current)) form.setValue('action', offered.split(',')[0] ?? null);
  }, [offered, form]);
  const write = useApiWrite([QUEUE_ENDPOINT]);
  const templates = useCaseTemplates(TEMPLATE_KIND[action]);
  const directions = useFilterValues('direction');
  const analysts = useFilterValues('analyst');
  const entities = useEntityChoices(file.complaint.entity.id);
  const [template, setTemplate] = useState('');
  const [status, setStatus] = useState('');
  const [confirming, setConfirming] = useState<ComposerValues | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const nextRef = useRef(false);
  const reasonRefused = useRef(false);
  const reasonId = `${headingId}-reason`;

  async function send(values: ComposerValues, why: string): Promise<FormProblem | null> {
    setStatus('');
    try {
      await write.mutateAsync(requestFor(id, action, values, why));
      form.reset({ ...EMPTY, action: actions[0] ?? null });
      setTemplate('');
      setStatus(C.done[action] ?? '');
      onSaved(action, nextRef.current);
      return null;
    } catch (error) {
      if (!(error instanceof ApiCallError)) throw error;
      if (error.failure.status === 404 || error.failure.status === 405)
        return { message: C.notAvailable, general: false };
      const reasonMessage = readFailure(error.failure).fields.reason;
      reasonRefused.current = Boolean(reasonMessage && IRREVERSIBLE.has(action));
      if (reasonRefused.current) setReasonError(reasonMessage ?? null);
      return applyServerFailure(form, error.failure, fieldFor(action));
    }
  }

  async function submit(values: ComposerValues): Promise<FormProblem | null> {
    if (IRREVERSIBLE.has(action)) {
      setReason('');
      setReasonError(null);
      setConfirming(values);
      return null;
    }
    return send(values, '');
  }

  async function confirm() {
    if (!confirming) return;
    if (reason.trim() === '') {
      setReasonError(C.reasonRequired);
      return;
    }
    reasonRefused.current = false;
    const problem = await send(confirming, reason.trim());
    // A refused reason stays in the dialog; anything else is shown on the composer.
    if (!reasonRefused.current) setConfirming(null);
    if (problem && !reasonRefused.current) setStatus(problem.message);
  }

  function insertTemplate() {
    const chosen = templates.find((t) => String(t.id) === template);
    if (!chosen) return;
    const c = file.case;
    const text = fillTemplate(chosen.body, {
      nombre_consumidor: c.consumer.nombres ?? '',
      codigo: c.codigo_queja,
      entidad: file.complaint.entity.name,
      fecha: formatDisplayDate(new Date()),
      fecha_radicacion: formatDisplayDate(c.fecha_creacion),
      fecha_vencimiento: formatDisplayDate(file.deadline.due_day),
      analista: analystName,
    });
    const current = form.getValues('text');
    form.setValue('text', current.trim() ? `${current}\n\n${text}` : text, { shouldDirty: true });
    setStatus(C.templateInserted(chosen.name));
  }

  const actionOptions = actions.map((a) => ({ value: a, label: C.actions[a] ?? a }));
  return (
    <section aria-labelledby={headingId} className="case-composer">
      <h2 id={headingId}>{C.composerHeading}</h2>
      <p role="status" className="case-composer__status">
        {status}
      </p>
      <PortalForm
        form={form}
        onValid={submit}
        labels={LABELS}
        className="sfc-form portal-form case-composer__form"
      >
        <FormSelect name="action" id="composer-action" label={C.action} required options={actionOptions} />
        <p className="case-composer__hint">{C.actionHints[action] ?? ''}</p>
        {action === 'assign' ? (
          <>
            <FormSelect name="direction" id="composer-direction" label={C.direction} options={directions} />
            <FormSelect name="analyst" id="composer-analyst" label={C.analyst} options={analysts} />
          </>
        ) : null}
        {action === 'ask_entity' ? (
          <FormNumberField
            name="term_days"
            id="composer-term"
            label={C.termDays}
            hint={C.termDaysHint}
            required
            maxLength={2}
            rules={[
              (v) => (/^\d+$/u.test(v ?? '') && Number(v) >= 1 && Number(v) <= 30 ? null : C.termDaysInvalid),
            ]}
          />
        ) : null}
        {action === 'transfer' ? (
          <FormSelect name="entity" id="composer-entity" label={C.targetEntity} required options={entities} />
        ) : null}
        {action === 'duplicate' ? (
          <FormTextField
            name="duplicate_of"
            id="composer-original"
            label={C.originalCode}
            required
            maxLength={40}
          />
        ) : null}
        {TEMPLATE_KIND[action] && templates.length > 0 ? (
          <div className="case-composer__templates">
            <label htmlFor={`${headingId}-template`}>{C.template}</label>
            <select
              id={`${headingId}-template`}
              value={template}
              onChange={(event) => setTemplate(event.target.value)}
              aria-describedby={`${headingId}-placeholders`}
            >
              <option value="">{C.noTemplate}</option>
              {templates.map((t) => (
                <option key={t.id} value={String(t.id)}>
                  {t.name}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="sfc-button sfc-button--secondary"
              onClick={insertTemplate}
              disabled={!template}
            >
              {C.insertTemplate}
            </button>
            <p id={`${headingId}-placeholders`} className="case-composer__hint">
              {C.placeholdersHint}
            </p>
          </div>
        ) : null}
        {action !== 'assign' ? (
          <FormTextarea
            name="text"
            id="composer-text"
            label={textLabel(action)}
            required={textRequired(action)}
            maxLength={5000}
          />
        ) : null}
        <div className="form-actions">
          <SubmitButton busy={write.isPending} busyLabel={C.saving} onClick={() => (nextRef.current = false)}>
            {C.send}
          </SubmitButton>
          <button
            type="submit"
            className="sfc-button sfc-button--secondary"
            disabled={write.isPending}
            onClick={() => (nextRef.current = true)}
          >
            {C.sendAndNext}
          </button>
        </div>
      </PortalForm>
      <Modal
        open={confirming !== null}
        onClose={() => setConfirming(null)}
        title={C.confirmTitle(C.actions[action] ?? action)}
        submitLabel={C.confirmSubmit}
        cancelLabel={C.confirmCancel}
        onSubmit={() => void confirm()}
        loading={write.isPending}
      >
        <p>
          {action === 'duplicate' && confirming
            ? C.confirmDuplicateBody(file.case.codigo_queja, confirming.duplicate_of)
            : C.confirmBody(file.case.codigo_queja)}
        </p>
        <div className="sfc-field">
          <label htmlFor={reasonId}>{C.confirmReason}</label>
          <textarea
            id={reasonId}
            value={reason}
            maxLength={2000}
            required
            aria-invalid={reasonError ? true : undefined}
            aria-describedby={reasonError ? `${reasonId}-error` : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
          {reasonError ? (
            <p id={`${reasonId}-error`} className="sfc-field__error">
              {reasonError}
            </p>
          ) : null}
        </div>
      </Modal>
    </section>
  );
}
