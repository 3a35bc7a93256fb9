import { useId, useRef, useState, type FormEvent } from 'react';
import '../complaint-work.css';
import {
  CASE_WORK_TEXTS,
  TEMPLATE_EXAMPLE_VALUES,
  TEMPLATE_PLACEHOLDERS,
  fillPlaceholders,
  formatDisplayDate,
  readFailure,
  unknownPlaceholders,
} from '@sfc/core';
import { Notice } from '../../../components/notice.js';
import { ScreenState } from '../../../components/screen-state.js';
import { TableBox } from '../../../components/table-box.js';
import { ApiCallError, useApiWrite } from '../../../lib/server-state/index.js';
import { CASE_TEMPLATES_ENDPOINT, type ServerTemplate } from '../api/case-file.js';
import {
  useDirectionTemplates,
  useTemplateDirections,
  type TemplateDirection,
} from '../api/direction-templates.js';

const C = CASE_WORK_TEXTS.templates;
const KINDS = ['closing', 'entity_request', 'consumer_request', 'note', 'other'] as const;
type Kind = (typeof KINDS)[number];

/**
 * `/dashboard/complaints/management/templates`: the message templates of a direction. Whoever
 * manages them (the direction's coordinator, administrators: the server decides) creates, edits,
 * deactivates and reactivates them, with the placeholders explained and a live preview; the
 * direction's other staff see the list and use the active ones from the case composer.
 */
export function TemplatesScreen() {
  const directions = useTemplateDirections();
  const [chosen, setChosen] = useState<number | null>(null);
  if (directions.isPending) return <ScreenState kind="loading" title={C.title} />;
  if (directions.isError) return <ScreenState kind="error" onRetry={() => void directions.refetch()} />;
  const { own, managed } = directions.data;
  const choices: TemplateDirection[] = managed.length > 0 ? managed : own ? [own] : [];
  const direction =
    choices.find((d) => d.id === chosen) ?? choices.find((d) => d.id === own?.id) ?? choices[0];
  return (
    <>
      <h1>{C.title}</h1>
      <p className="lead">{C.intro}</p>
      {direction === undefined ? (
        <Notice kind="info">{C.noDirection}</Notice>
      ) : (
        <>
          {choices.length > 1 ? (
            <DirectionPicker choices={choices} value={direction.id} onChange={setChosen} />
          ) : (
            <p>
              <strong>{C.direction}:</strong> {direction.name}
            </p>
          )}
          <DirectionTemplates
            key={direction.id}
            direction={direction}
            manages={managed.some((d) => d.id === direction.id)}
          />
        </>
      )}
    </>
  );
}

function DirectionPicker({
  choices,
  value,
  onChange,
}: {
  choices: TemplateDirection[];
  value: number;
  onChange: (id: number) => void;
}) {
  const id = useId();
  return (
    <div className="sfc-field case-templates__direction">
      <label htmlFor={id}>{C.direction}</label>
      <select
        id={id}
        className="staff-filters__input"
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
      >
        {choices.map((d) => (
          <option key={d.id} value={d.id}>
            {d.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/** The list of one direction's templates and, for its managers, the form. */
export function DirectionTemplates({
  direction,
  manages,
}: {
  direction: TemplateDirection;
  manages: boolean;
}) {
  const list = useDirectionTemplates(direction.id);
  const [editing, setEditing] = useState<ServerTemplate | 'new' | null>(null);
  const [status, setStatus] = useState('');
  const write = useApiWrite<ServerTemplate>([]);
  const addRef = useRef<HTMLButtonElement>(null);

  async function toggle(template: ServerTemplate) {
    const next = template.is_active === false;
    try {
      await write.mutateAsync({
        method: 'PUT',
        path: `${CASE_TEMPLATES_ENDPOINT}${template.id}/`,
        body: { is_active: next },
      });
      setStatus(next ? C.activated(template.name) : C.deactivated(template.name));
    } catch (failure) {
      if (!(failure instanceof ApiCallError)) throw failure;
      setStatus(readFailure(failure.failure).form ?? failure.message);
    }
  }

  if (list.isPending) return <ScreenState kind="loading" level={2} title={C.tableLabel(direction.name)} />;
  if (list.isError) return <ScreenState kind="error" level={2} onRetry={() => void list.refetch()} />;
  const templates = list.data.results;
  return (
    <section className="case-templates" aria-label={C.tableLabel(direction.name)}>
      {manages ? null : <Notice kind="info">{C.readOnly}</Notice>}
      <p role="status" className="case-templates__status">
        {status}
      </p>
      {templates.length === 0 ? (
        <p>{C.none}</p>
      ) : (
        <TableBox label={C.tableLabel(direction.name)}>
          <table className="staff-table">
            <caption className="sfc-visually-hidden">{C.tableLabel(direction.name)}</caption>
            <thead>
              <tr>
                <th scope="col">{C.columns.name}</th>
                <th scope="col">{C.columns.kind}</th>
                <th scope="col">{C.columns.status}</th>
                <th scope="col">{C.columns.updated}</th>
                {manages ? <th scope="col">{C.columns.actions}</th> : null}
              </tr>
            </thead>
            <tbody>
              {templates.map((t) => (
                <tr key={t.id} className={t.is_active === false ? 'case-templates__inactive' : undefined}>
                  <th scope="row">{t.name}</th>
                  <td>{C.kinds[t.kind] ?? t.kind}</td>
                  <td>{t.is_active === false ? C.inactive : C.active}</td>
                  <td>
                    {t.updated_at ? C.updatedBy(formatDisplayDate(t.updated_at), t.updated_by ?? null) : ''}
                  </td>
                  {manages ? (
                    <td className="case-templates__actions">
                      <button
                        type="button"
                        className="sfc-button sfc-button--link"
                        aria-label={C.edit(t.name)}
                        onClick={() => {
                          setStatus('');
                          setEditing(t);
                        }}
                      >
                        {C.editShort}
                      </button>
                      <button
                        type="button"
                        className="sfc-button sfc-button--link"
                        aria-label={t.is_active === false ? C.activate(t.name) : C.deactivate(t.name)}
                        disabled={write.isPending}
                        onClick={() => void toggle(t)}
                      >
                        {t.is_active === false ? C.activateShort : C.deactivateShort}
                      </button>
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </TableBox>
      )}
      {manages && editing === null ? (
        <button
          ref={addRef}
          type="button"
          className="sfc-button-link sfc-button-link--secondary"
          onClick={() => {
            setStatus('');
            setEditing('new');
          }}
        >
          {C.add}
        </button>
      ) : null}
      {manages && editing !== null ? (
        <TemplateForm
          key={editing === 'new' ? 'new' : editing.id}
          direction={direction.id}
          template={editing === 'new' ? null : editing}
          onDone={(message) => {
            setEditing(null);
            if (message) setStatus(message);
          }}
        />
      ) : null}
    </section>
  );
}

interface FormErrors {
  name?: string;
  kind?: string;
  body?: string;
  form?: string;
}

/** Creates or edits a template: name, use, text with the placeholders explained, and a preview. */
export function TemplateForm({
  direction,
  template,
  onDone,
}: {
  direction: number;
  template: ServerTemplate | null;
  onDone: (message: string | null) => void;
}) {
  const id = useId();
  const [name, setName] = useState(template?.name ?? '');
  const [kind, setKind] = useState<Kind>(template?.kind ?? 'closing');
  const [body, setBody] = useState(template?.body ?? '');
  const [errors, setErrors] = useState<FormErrors>({});
  const [hint, setHint] = useState('');
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const write = useApiWrite<ServerTemplate>([]);
  const unknown = unknownPlaceholders(body);

  function insert(placeholder: string) {
    const area = bodyRef.current;
    const token = `{${placeholder}}`;
    const start = area?.selectionStart ?? body.length;
    const end = area?.selectionEnd ?? body.length;
    const next = `${body.slice(0, start)}${token}${body.slice(end)}`;
    setBody(next);
    setHint(C.inserted(placeholder));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    const found: FormErrors = {};
    if (name.trim() === '') found.name = C.nameRequired;
    if (body.trim() === '') found.body = C.bodyRequired;
    setErrors(found);
    if (found.name || found.body) return;
    try {
      const saved = await write.mutateAsync(
        template
          ? {
              method: 'PUT',
              path: `${CASE_TEMPLATES_ENDPOINT}${template.id}/`,
              body: { name: name.trim(), kind, body },
            }
          : {
              method: 'POST',
              path: CASE_TEMPLATES_ENDPOINT,
              body: { direction, name: name.trim(), kind, body },
            },
      );
      onDone(C.saved(saved.name));
    } catch (failure) {
      if (!(failure instanceof ApiCallError)) throw failure;
      const read = readFailure(failure.failure);
      setErrors({
        name: read.fields.name,
        kind: read.fields.kind,
        body: read.fields.body,
        form:
          read.fields.name || read.fields.kind || read.fields.body
            ? undefined
            : (read.form ?? failure.message),
      });
    }
  }

  const field = (key: 'name' | 'kind' | 'body') => ({
    id: `${id}-${key}`,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby':
      [errors[key] ? `${id}-${key}-error` : '', key === 'body' ? `${id}-body-hint` : '']
        .filter(Boolean)
        .join(' ') || undefined,
  });
  const error = (key: 'name' | 'kind' | 'body') =>
    errors[key] ? (
      <p id={`${id}-${key}-error`} className="sfc-field__error">
        {errors[key]}
      </p>
    ) : null;

  return (
    <form
      className="case-templates__form"
      aria-labelledby={`${id}-heading`}
      onSubmit={(e) => void save(e)}
      noValidate
    >
      <h2 id={`${id}-heading`}>{template ? C.formEdit(template.name) : C.formNew}</h2>
      {errors.form ? <Notice kind="error">{errors.form}</Notice> : null}
      <div className="sfc-field">
        <label htmlFor={`${id}-name`}>{C.name}</label>
        <input
          {...field('name')}
          className="staff-filters__input"
          value={name}
          maxLength={120}
          onChange={(e) => setName(e.target.value)}
        />
        {error('name')}
      </div>
      <div className="sfc-field">
        <label htmlFor={`${id}-kind`}>{C.kind}</label>
        <select
          {...field('kind')}
          className="staff-filters__input"
          value={kind}
          onChange={(e) => setKind(e.target.value as Kind)}
        >
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {C.kinds[k]}
            </option>
          ))}
        </select>
        {error('kind')}
      </div>
      <div className="sfc-field">
        <label htmlFor={`${id}-body`}>{C.body}</label>
        <p id={`${id}-body-hint`} className="sfc-field__hint">
          {C.bodyHint}
        </p>
        <textarea
          {...field('body')}
          ref={bodyRef}
          className="staff-filters__input"
          rows={8}
          maxLength={5000}
          value={body}
          onChange={(e) => setBody(e.target.value)}
        />
        {error('body')}
      </div>
      <TableBox label={C.placeholdersHeading}>
        <table className="staff-table case-templates__placeholders">
          <caption>{C.placeholdersHeading}</caption>
          <thead>
            <tr>
              <th scope="col">{C.placeholderColumns.name}</th>
              <th scope="col">{C.placeholderColumns.label}</th>
              <th scope="col">{C.placeholderColumns.example}</th>
            </tr>
          </thead>
          <tbody>
            {TEMPLATE_PLACEHOLDERS.map((p) => (
              <tr key={p.name}>
                <td>
                  <button
                    type="button"
                    className="sfc-button sfc-button--link"
                    onClick={() => insert(p.name)}
                  >
                    <span aria-hidden="true">{`{${p.name}}`}</span>
                    <span className="sfc-visually-hidden">{C.insert(p.name)}</span>
                  </button>
                </td>
                <td>{p.label}</td>
                <td>{p.example}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
      <p role="status" className="case-templates__status">
        {hint}
      </p>
      <section className="case-templates__preview" aria-labelledby={`${id}-preview`}>
        <h3 id={`${id}-preview`}>{C.previewHeading}</h3>
        <p className="sfc-field__hint">{C.previewHint}</p>
        {unknown.length > 0 ? (
          <Notice kind="error">{C.unknown(unknown.map((n) => `{${n}}`).join(', '))}</Notice>
        ) : null}
        <p className="case-templates__preview-text" data-testid="template-preview">
          {body.trim() === '' ? C.previewEmpty : fillPlaceholders(body, TEMPLATE_EXAMPLE_VALUES)}
        </p>
      </section>
      <p className="case-templates__buttons">
        <button type="submit" className="sfc-button-link" disabled={write.isPending}>
          {C.save}
        </button>
        <button
          type="button"
          className="sfc-button-link sfc-button-link--secondary"
          onClick={() => onDone(null)}
        >
          {C.cancel}
        </button>
      </p>
    </form>
  );
}
