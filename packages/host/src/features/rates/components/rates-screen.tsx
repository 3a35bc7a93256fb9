import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { MESSAGES, RATES_TEXTS as R, describeFailure, ratesImportHint, type ApiFailure } from '@sfc/core';
import { CheckboxGroup, MultiSelect, RadioGroup, SearchableSelect, TextField } from '@sfc/widgets';
import { useServices } from '../../../lib/services.js';
import { ApiCallError } from '../../../lib/server-state/index.js';

interface Columns {
  formats: { id: number; slug_name: string; name: string; description: string }[];
  columns: { slug_name: string; label: string; type: string; filterable: boolean }[];
}

interface Preview {
  count: number;
  columns: string[];
  rows: (string | number | boolean)[][];
}

type Choice = { value: string; label: string };

function useFieldValues(slug: string, formatId: number | null): Choice[] {
  const { api } = useServices();
  const answer = useQuery({
    queryKey: ['rates-values', slug, formatId],
    enabled: formatId !== null,
    queryFn: async () => {
      const result = await api.get<{ id: number | string; name: string }[]>(
        `/tarifas/data_for_fields_filter/${slug}/${formatId}/`,
      );
      if (!result.ok) throw new ApiCallError(result);
      return result.data.map((v) => ({ value: String(v.id), label: v.name }));
    },
    staleTime: 5 * 60_000,
  });
  return answer.data ?? [];
}

/** The fields of the report and the import, by the names the server gives their problems. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  format_id: R.format,
  columns: R.columns,
  filters: R.filters,
  entidad: R.entities,
  producto: R.products,
  servicio: R.services,
  canal: R.channels,
  period_from: R.periodFrom,
  period_to: R.periodTo,
  file_type: R.fileType,
  file: R.importFile,
};

function messagesOf(result: ApiFailure): string {
  return describeFailure(result, FIELD_LABELS);
}

function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * `/dashboard/rates`: staff choose a report format, its columns and filters (entities, products,
 * services, channels, period) and generate the report: a preview of its first rows on screen
 * and the file (xlsx, or CSV streamed by the server for big reports). Entities' rate reports
 * are imported from a spreadsheet below.
 */
export function RatesScreen() {
  const { api } = useServices();
  const meta = useQuery({
    queryKey: ['rates-columns'],
    queryFn: async () => {
      const result = await api.get<Columns>('/tarifas/columns_for_filter');
      if (!result.ok) throw new ApiCallError(result);
      return result.data;
    },
  });
  const [chosenFormat, setFormatId] = useState<number | null>(null);
  const [chosenColumns, setColumns] = useState<string[] | null>(null);
  // Until staff choose, the first format and every column.
  const formatId = chosenFormat ?? meta.data?.formats[0]?.id ?? null;
  const columns = chosenColumns ?? meta.data?.columns.map((c) => c.slug_name) ?? [];
  const [entities, setEntities] = useState<string[]>([]);
  const [products, setProducts] = useState<string[]>([]);
  const [services, setServices] = useState<string[]>([]);
  const [channels, setChannels] = useState<string[]>([]);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [fileType, setFileType] = useState<'xlsx' | 'csv'>('xlsx');
  const [busy, setBusy] = useState(false);
  const [preview, setPreview] = useState<Preview | null>(null);
  const [problem, setProblem] = useState('');
  const [imported, setImported] = useState('');

  const entityOptions = useFieldValues('entidad', formatId);
  const productOptions = useFieldValues('producto', formatId);
  const serviceOptions = useFieldValues('servicio', formatId);
  const channelOptions = useFieldValues('canal', formatId);

  const generate = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (formatId === null) return;
    setBusy(true);
    setProblem('');
    setPreview(null);
    const filters: Record<string, unknown> = {};
    if (entities.length) filters.entidad = entities.map(Number);
    if (products.length) filters.producto = products;
    if (services.length) filters.servicio = services;
    if (channels.length) filters.canal = channels;
    if (from.trim()) filters.period_from = from.trim();
    if (to.trim()) filters.period_to = to.trim();
    const body = { format_id: formatId, columns, filters };
    const first = await api.request<Preview>('POST', '/tarifas/generate_report/', {
      body: { ...body, file_type: 'json' },
    });
    if (!first.ok) {
      setProblem(messagesOf(first));
      setBusy(false);
      return;
    }
    setPreview(first.data);
    const file = await api.request<Blob>('POST', '/tarifas/generate_report/', {
      body: { ...body, file_type: fileType },
      responseType: 'blob',
    });
    if (file.ok) saveBlob(file.data, `reporte-tarifas.${fileType}`);
    else setProblem(messagesOf(file));
    setBusy(false);
  };

  const downloadTemplate = async () => {
    setImported('');
    const file = await api.request<Blob>('GET', '/tarifas/import/template/', { responseType: 'blob' });
    if (file.ok) saveBlob(file.data, 'plantilla-tarifas.xlsx');
    else setImported(messagesOf(file));
  };

  const importFile = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('file') as HTMLInputElement;
    const file = input.files?.[0];
    setImported('');
    if (!file) return;
    const body = new FormData();
    body.append('file', file, file.name);
    const result = await api.request<{ imported: number }>('POST', '/tarifas/import/', { body });
    setImported(result.ok ? R.imported(result.data.imported) : messagesOf(result));
  };

  const data = meta.data;
  return (
    <>
      <h1>{R.title}</h1>
      <p>{R.intro}</p>
      {!data ? (
        <p role="status">{meta.isError ? MESSAGES.genericError : 'Cargando...'}</p>
      ) : (
        <form className="sfc-form portal-form portal-form--wide" onSubmit={(e) => void generate(e)}>
          <SearchableSelect
            label={R.format}
            required
            options={data.formats.map((f) => ({ value: f.id, label: f.name }))}
            value={formatId}
            onChange={(v) => {
              setFormatId(v === null ? null : Number(v));
              setEntities([]);
              setProducts([]);
              setServices([]);
              setChannels([]);
            }}
          />
          <CheckboxGroup
            label={R.columns}
            inline
            options={data.columns.map((c) => ({ value: c.slug_name, label: c.label }))}
            value={columns}
            onChange={(v) => setColumns(v.map(String))}
          />
          <MultiSelect
            label={R.entities}
            options={entityOptions}
            value={entities}
            onChange={(v) => setEntities(v.map(String))}
          />
          <MultiSelect
            label={R.products}
            options={productOptions}
            value={products}
            onChange={(v) => setProducts(v.map(String))}
          />
          <MultiSelect
            label={R.services}
            options={serviceOptions}
            value={services}
            onChange={(v) => setServices(v.map(String))}
          />
          <MultiSelect
            label={R.channels}
            options={channelOptions}
            value={channels}
            onChange={(v) => setChannels(v.map(String))}
          />
          <TextField label={R.periodFrom} hint="AAAA-MM" value={from} onChange={setFrom} maxLength={7} />
          <TextField label={R.periodTo} hint="AAAA-MM" value={to} onChange={setTo} maxLength={7} />
          <RadioGroup
            label={R.fileType}
            options={[
              { value: 'xlsx', label: 'Excel (xlsx)' },
              { value: 'csv', label: 'CSV' },
            ]}
            value={fileType}
            onChange={(v) => setFileType(v === 'csv' ? 'csv' : 'xlsx')}
          />
          <div className="form-actions">
            <button type="submit" className="sfc-button-link" disabled={busy || columns.length === 0}>
              {busy ? R.generating : R.generate}
            </button>
          </div>
        </form>
      )}
      {problem ? <p role="alert">{problem}</p> : null}
      <p role="status">{preview ? R.generated(preview.count) : ''}</p>
      {preview && preview.rows.length > 0 ? (
        <div className="staff-table__scroll" tabIndex={0} role="region" aria-label={R.preview}>
          <table className="staff-table">
            <caption>{R.preview}</caption>
            <thead>
              <tr>
                {preview.columns.map((c) => (
                  <th scope="col" key={c}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {preview.rows.map((row, i) => (
                <tr key={i}>
                  {row.map((cell, j) => (
                    <td key={j}>{String(cell)}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : preview ? (
        <p>{R.noRows}</p>
      ) : null}

      <section aria-labelledby="rates-import-title">
        <h2 id="rates-import-title">{R.importTitle}</h2>
        <p>{ratesImportHint(meta.data?.formats ?? [])}</p>
        <p>
          <button
            type="button"
            className="sfc-button-link sfc-button-link--secondary"
            onClick={() => void downloadTemplate()}
          >
            {R.importTemplate}
          </button>
        </p>
        <form className="inline-form" onSubmit={(e) => void importFile(e)}>
          <label htmlFor="rates-file">{R.importFile}</label>
          <input id="rates-file" name="file" type="file" accept=".xlsx,.xls,.csv" />
          <button type="submit" className="sfc-button-link sfc-button-link--secondary">
            {R.importSubmit}
          </button>
        </form>
        <p role="status">{imported}</p>
      </section>
    </>
  );
}
