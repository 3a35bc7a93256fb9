import { useMemo, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import {
  CLASSIFICATION_TEXTS as C,
  HABEAS_QUERY_FACTS,
  MESSAGES,
  PATHS,
  STAFF_WORKSPACE_TEXTS as T,
  describeFailure,
  formatDisplayDateTime,
  formatDisplayDate,
} from '@sfc/core';
import { PreviewModal, type PreviewFile } from '@sfc/widgets/form/preview-modal/preview-modal.js';
import { Notice } from '../../../components/notice.js';
import type { ListFilter } from '../../../components/staff-list/filter-bar.js';
import { StaffList, type ExportColumnDef } from '../../../components/staff-list/staff-list.js';
import { useServices } from '../../../lib/services.js';
import { ApiCallError, useApiRecord, useApiWrite } from '../../../lib/server-state/index.js';
import {
  classificationEndpoint,
  classificationPath,
  fetchDocumentLink,
  type ClassifiedComplaint,
  type Kind,
} from '../api/classification.js';

const detailPath = (kind: Kind, id: number) =>
  kind === 'habeas_data'
    ? `${PATHS.dashboard}/classification/habeas_data/detail/${id}`
    : `${PATHS.dashboard}/classification/right_request/detail/${id}/0`;

function columns(kind: Kind): ColumnDef<ClassifiedComplaint, unknown>[] {
  return [
    {
      id: 'codigo_queja',
      header: C.complaint,
      accessorFn: (r) => r.codigo_queja,
      cell: ({ row }) => <Link to={detailPath(kind, row.original.id)}>{row.original.codigo_queja}</Link>,
      meta: { sortField: 'codigo_queja', rowHeader: true },
    },
    { id: 'entity', header: C.entity, accessorFn: (r) => r.entity.name, meta: { sortField: 'entity' } },
    { id: 'consumer', header: C.consumer, accessorFn: (r) => r.consumer_name },
    {
      id: 'fecha_creacion',
      header: C.filed,
      accessorFn: (r) => formatDisplayDateTime(r.fecha_creacion),
      meta: { sortField: 'fecha_creacion' },
    },
    {
      id: 'classification',
      header: C.current,
      accessorFn: (r) => (r.classification ? `${r.classification.subtype.name}` : C.none),
    },
    {
      id: 'due',
      header: C.dueDay,
      accessorFn: (r) => `${formatDisplayDate(r.deadline.due_day)} (${r.deadline.status_label})`,
    },
  ];
}

const EXPORT: ExportColumnDef<ClassifiedComplaint>[] = [
  { key: 'code', header: C.complaint, value: (r) => r.codigo_queja },
  { key: 'entity', header: C.entity, value: (r) => r.entity.name },
  { key: 'consumer', header: C.consumer, value: (r) => r.consumer_name },
  { key: 'filed', header: C.filed, value: (r) => formatDisplayDateTime(r.fecha_creacion) },
  { key: 'class', header: C.current, value: (r) => r.classification?.subtype.name ?? C.none },
  { key: 'fact', header: C.claimedFact, value: (r) => r.classification?.claimed_fact?.name ?? '' },
  { key: 'regime', header: C.regime, value: (r) => r.deadline.regime_label },
  { key: 'due', header: C.dueDay, value: (r) => r.deadline.due_day },
];

const CLASSIFIED = [
  { value: 'no', label: C.filterUnclassified },
  { value: 'yes', label: C.filterClassified },
];

/** `/dashboard/classification/{habeas_data|right_request}`: complaints to classify. */
export function ClassificationListScreen({ kind }: { kind: Kind }) {
  const title = kind === 'habeas_data' ? C.habeasDataTitle : C.rightRequestTitle;
  const filters = useMemo<ListFilter[]>(
    () => [
      { kind: 'search', key: 'search', label: T.searchLabel },
      { kind: 'select', key: 'classified', label: C.classifiedFilter, options: CLASSIFIED },
    ],
    [],
  );
  return (
    <>
      <h1>{title}</h1>
      <p>{C.intro}</p>
      <StaffList
        title={title}
        endpoint={classificationEndpoint(kind)}
        columns={columns(kind)}
        rowKey={(r) => String(r.id)}
        filters={filters}
        defaultOrdering="-fecha_creacion"
        exportColumns={EXPORT}
        exportFileName={C.fileName}
      />
    </>
  );
}

function messageOf(error: unknown, labels: Readonly<Record<string, string>> = {}): string {
  return error instanceof ApiCallError ? describeFailure(error.failure, labels) : MESSAGES.genericError;
}

/** The deadline block: regime, term, due day, days used and left. */
function DeadlineBlock({ complaint }: { complaint: ClassifiedComplaint }) {
  const d = complaint.deadline;
  return (
    <section aria-labelledby="deadline-title">
      <h2 id="deadline-title">{C.deadline}</h2>
      <dl className="data-list">
        <div>
          <dt>{C.regime}</dt>
          <dd>{d.regime_label}</dd>
        </div>
        <div>
          <dt>{C.deadline}</dt>
          <dd>{C.termDays(d.term_days)}</dd>
        </div>
        <div>
          <dt>{C.dueDay}</dt>
          <dd>
            {formatDisplayDate(d.due_day)} ({d.status_label})
          </dd>
        </div>
        <div>
          <dt>{C.daysUsed}</dt>
          <dd>{d.days_used}</dd>
        </div>
        <div>
          <dt>{C.daysLeft}</dt>
          <dd>{d.days_left}</dd>
        </div>
      </dl>
    </section>
  );
}

/**
 * One complaint to classify: its text, the deadline under its current regime, the classification
 * form (the deadline is recomputed on save) and the supporting documents, previewed in the portal.
 */
export function ClassificationDetailScreen({ kind, id, docId }: { kind: Kind; id: string; docId?: string }) {
  const { api } = useServices();
  const path = classificationPath(kind, id);
  const record = useApiRecord<ClassifiedComplaint>(path);
  const write = useApiWrite<ClassifiedComplaint>([classificationEndpoint(kind)]);
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState('');
  const [preview, setPreview] = useState<PreviewFile | null>(null);
  const complaint = record.data;
  const subtypes = kind === 'habeas_data' ? C.habeasKinds : C.petitionKinds;
  const [chosenSubtype, setChosenSubtype] = useState<string | null>(null);
  const wanted = Number(docId ?? 0);
  const linked = complaint?.documents?.find((d) => d.id === wanted) ?? null;
  const linkedUrl = useQuery({
    queryKey: ['classification-document', kind, id, wanted],
    enabled: linked !== null,
    queryFn: () => fetchDocumentLink(api, kind, Number(id), wanted),
    staleTime: 60_000,
  });
  const [linkedClosed, setLinkedClosed] = useState(false);

  const open = async (documentId: number, name: string, type: string) => {
    try {
      setPreview({ url: await fetchDocumentLink(api, kind, Number(id), documentId), name, type });
    } catch {
      setProblem(MESSAGES.genericError);
    }
  };
  // The document named in the URL (`.../detail/{id}/{docId}`) opens in the preview at once.
  const shown: PreviewFile | null =
    preview ??
    (linked && linkedUrl.data && !linkedClosed
      ? { url: linkedUrl.data, name: linked.name, type: linked.content_type }
      : null);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setDone('');
    setProblem('');
    const body: Record<string, string> = {
      subtype: String(data.get('subtype') ?? ''),
      note: String(data.get('note') ?? ''),
    };
    if (kind === 'habeas_data') body.claimed_fact = String(data.get('claimed_fact') ?? '');
    try {
      await write.mutateAsync({ method: 'PUT', path, body });
      setDone(C.saved);
    } catch (error) {
      setProblem(
        messageOf(error, {
          subtype: kind === 'habeas_data' ? C.habeasKind : C.petitionKind,
          claimed_fact: C.claimedFact,
          note: C.note,
        }),
      );
    }
  };
  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('file') as HTMLInputElement;
    const file = input.files?.[0];
    setDone('');
    setProblem('');
    if (!file) return;
    const body = new FormData();
    body.append('file', file, file.name);
    try {
      await write.mutateAsync({ method: 'POST', path: `${path}documents/`, body });
      input.value = '';
      setDone(C.documentUploaded);
    } catch (error) {
      setProblem(messageOf(error, { file: C.documentFile }));
    }
  };

  if (record.isError)
    return (
      <>
        <h1>{C.detailCrumb}</h1>
        <Notice kind="error">
          <p>{record.error.message}</p>
        </Notice>
      </>
    );
  if (!complaint) return <p role="status">{T.listLoading}</p>;
  const current = complaint.classification;
  const subtypeShown = chosenSubtype ?? current?.subtype.id ?? '';
  return (
    <>
      <h1>{C.detailTitle(complaint.codigo_queja)}</h1>
      <p>
        <Link to={`${PATHS.dashboard}/classification/${kind}`}>
          {kind === 'habeas_data' ? C.habeasDataTitle : C.rightRequestTitle}
        </Link>
      </p>
      <p role="status">{done}</p>
      {problem ? <p role="alert">{problem}</p> : null}
      <dl className="data-list">
        <div>
          <dt>{C.entity}</dt>
          <dd>{complaint.entity.name}</dd>
        </div>
        <div>
          <dt>{C.consumer}</dt>
          <dd>{complaint.consumer_name}</dd>
        </div>
        <div>
          <dt>{C.filed}</dt>
          <dd>{formatDisplayDateTime(complaint.fecha_creacion)}</dd>
        </div>
        <div>
          <dt>{C.current}</dt>
          <dd>
            {current
              ? `${current.kind.name}: ${current.subtype.name}${current.claimed_fact ? ` · ${current.claimed_fact.name}` : ''}`
              : C.none}
          </dd>
        </div>
      </dl>
      <h2>{C.text}</h2>
      <p className="preserve-lines">{complaint.texto_queja}</p>
      <DeadlineBlock complaint={complaint} />

      <section aria-labelledby="classify-title">
        <h2 id="classify-title">{C.save}</h2>
        <form className="plain-form" key={current?.subtype.id ?? 'none'} onSubmit={(e) => void save(e)}>
          <fieldset>
            <legend>{kind === 'habeas_data' ? C.habeasKind : C.petitionKind}</legend>
            {Object.entries(subtypes).map(([value, label]) => (
              <label key={value} className="choice">
                <input
                  type="radio"
                  name="subtype"
                  value={value}
                  defaultChecked={current?.subtype.id === value}
                  onChange={() => setChosenSubtype(value)}
                />{' '}
                {label}
              </label>
            ))}
          </fieldset>
          {kind === 'habeas_data' ? (
            <>
              <label htmlFor="claimed_fact">{C.claimedFact}</label>
              <select
                id="claimed_fact"
                name="claimed_fact"
                key={subtypeShown}
                defaultValue={current?.claimed_fact?.id ?? ''}
              >
                {/* Only the facts the chosen subtype takes: a consulta none or access, a reclamo a claim's. */}
                {subtypeShown === 'reclamo' ? null : <option value="">{C.factNone}</option>}
                {Object.entries(C.claimedFacts)
                  .filter(([value]) =>
                    subtypeShown === 'consulta'
                      ? HABEAS_QUERY_FACTS.includes(value)
                      : subtypeShown === 'reclamo'
                        ? !HABEAS_QUERY_FACTS.includes(value)
                        : true,
                  )
                  .map(([value, label]) => (
                    <option key={value} value={value}>
                      {label}
                    </option>
                  ))}
              </select>
            </>
          ) : null}
          <label htmlFor="classification-note">{C.note}</label>
          <textarea
            id="classification-note"
            name="note"
            rows={3}
            maxLength={1000}
            defaultValue={current?.note ?? ''}
          />
          <div className="form-actions">
            <button type="submit" className="sfc-button-link" disabled={write.isPending}>
              {C.save}
            </button>
          </div>
        </form>
      </section>

      <section aria-labelledby="documents-title">
        <h2 id="documents-title">{C.documents}</h2>
        {complaint.documents && complaint.documents.length > 0 ? (
          <ul>
            {complaint.documents.map((d) => (
              <li key={d.id}>
                {d.name} ({Math.max(1, Math.round(d.size / 1024))} KB){' '}
                <button
                  type="button"
                  className="sfc-button-link sfc-button-link--secondary"
                  aria-label={`${C.documentPreview}: ${d.name}`}
                  onClick={() => void open(d.id, d.name, d.content_type)}
                >
                  {C.documentPreview}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p>{C.documentNone}</p>
        )}
        <form className="inline-form" onSubmit={(e) => void upload(e)}>
          <label htmlFor="classification-document">{C.documentFile}</label>
          <input
            id="classification-document"
            name="file"
            type="file"
            accept=".pdf,.jpg,.jpeg,.png,.doc,.docx"
          />
          <button
            type="submit"
            className="sfc-button-link sfc-button-link--secondary"
            disabled={write.isPending}
          >
            {C.documentAdd}
          </button>
        </form>
      </section>
      <PreviewModal
        open={shown !== null}
        file={shown}
        onClose={() => {
          setPreview(null);
          setLinkedClosed(true);
        }}
      />
    </>
  );
}
