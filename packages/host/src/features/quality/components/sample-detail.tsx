import { Link } from 'react-router';
import type { ColumnDef } from '@tanstack/react-table';
import { PATHS, QUALITY_TEXTS as T, formatDisplayDate } from '@sfc/core';
import { EditRecord } from '../../../components/staff-list/edit-record.js';
import { StaffList, type ExportColumnDef } from '../../../components/staff-list/staff-list.js';
import {
  samplePath,
  sampleComplaintsPath,
  type SampleDetail,
  type SampleItem,
  type Tally,
} from '../api/samples.js';
import { ScrollTable } from './scroll-table.js';

const P = T.parameterLabels;
const I = T.itemColumns;
const R = T.resultsColumns;

/** `evaluation` route of a sampled complaint on one criterion. */
export const evaluationRoute = (sampleId: number, code: string, criterion: number) =>
  `${PATHS.dashboard}/complaints/management/sample/detail/${encodeURIComponent(code)}/${criterion}?sample=${sampleId}`;

const decimal = (value: number, digits: number) => value.toFixed(digits).replace('.', ',');

/** The size formula with this sample's numbers, worked as an analyst would check it by hand. */
function FormulaWorked({ sample }: { sample: SampleDetail }) {
  const N = sample.population_count;
  const { z, margin: e, proportion: p } = sample;
  const pq = z * z * p * (1 - p);
  const exact = (N * pq) / ((N - 1) * e * e + pq);
  return (
    <section aria-labelledby="formula-heading">
      <h2 id="formula-heading">{T.formulaHeading}</h2>
      <p>{T.formulaText}</p>
      <p>
        <code>
          n = {N}·{decimal(z, 4)}²·{decimal(p, 2)}·{decimal(1 - p, 2)} / (({N}−1)·{decimal(e, 3)}² +{' '}
          {decimal(z, 4)}²·
          {decimal(p, 2)}·{decimal(1 - p, 2)}) = {decimal(exact, 2)}
        </code>
      </p>
      <p>
        {T.formulaLabel}: <strong data-testid="sample-size">{sample.sample_size}</strong>
      </p>
    </section>
  );
}

function TallyTable({
  caption,
  first,
  rows,
}: {
  caption: string;
  first: string;
  rows: Array<{ id: number; name: string } & Tally>;
}) {
  if (rows.length === 0) return <p>{T.noResults}</p>;
  return (
    <ScrollTable label={caption}>
      <table className="staff-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            <th scope="col">{R.cumple}</th>
            <th scope="col">{R.no_cumple}</th>
            <th scope="col">{R.no_aplica}</th>
            <th scope="col">{R.compliance}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">{row.name}</th>
              <td>{row.cumple}</td>
              <td>{row.no_cumple}</td>
              <td>{row.no_aplica}</td>
              <td>{T.percent(row.compliance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}

function SampleView({ sample }: { sample: SampleDetail }) {
  const criteria = sample.criteria;
  const columns: ColumnDef<SampleItem, unknown>[] = [
    { id: 'position', header: I.position, accessorFn: (i) => i.position },
    {
      id: 'code',
      header: I.code,
      meta: { rowHeader: true },
      cell: ({ row }) =>
        criteria[0] ? (
          <Link
            to={evaluationRoute(sample.id, row.original.codigo_queja, criteria[0].id)}
            aria-label={T.evaluateLink(row.original.codigo_queja)}
          >
            {row.original.codigo_queja}
          </Link>
        ) : (
          row.original.codigo_queja
        ),
    },
    { id: 'entity', header: I.entity, accessorFn: (i) => i.entity },
    { id: 'product', header: I.product, accessorFn: (i) => i.producto_nombre ?? '' },
    { id: 'channel', header: I.channel, accessorFn: (i) => i.canal ?? '' },
    {
      id: 'closed',
      header: I.closed,
      accessorFn: (i) => (i.fecha_cierre ? formatDisplayDate(i.fecha_cierre) : ''),
    },
    { id: 'evaluated', header: I.evaluated, accessorFn: (i) => T.evaluatedOf(i.evaluated, criteria.length) },
  ];
  const exportColumns: ExportColumnDef<SampleItem>[] = [
    { key: 'position', header: I.position, value: (i) => i.position },
    { key: 'code', header: I.code, value: (i) => i.codigo_queja },
    { key: 'entity', header: I.entity, value: (i) => i.entity },
    { key: 'product', header: I.product, value: (i) => i.producto_nombre },
    { key: 'channel', header: I.channel, value: (i) => i.canal },
    {
      key: 'closed',
      header: I.closed,
      value: (i) => (i.fecha_cierre ? formatDisplayDate(i.fecha_cierre) : ''),
    },
    ...criteria.map((c) => ({
      key: `criterion_${c.id}`,
      header: c.name,
      value: (i: SampleItem) =>
        i.verdicts[String(c.id)] ? (T.verdicts[i.verdicts[String(c.id)]!] ?? '') : '',
    })),
  ];
  const expected = sample.sample_size * criteria.length;
  return (
    <>
      <h1>{sample.name}</h1>
      <p>
        <Link to={`${PATHS.dashboard}/complaints/management/samples`}>{T.backToSamples}</Link>
      </p>
      <section aria-labelledby="parameters-heading">
        <h2 id="parameters-heading">{T.parametersHeading}</h2>
        <dl className="record-details">
          <dt>{P.entities}</dt>
          <dd>{sample.entities.join(', ')}</dd>
          <dt>{P.period}</dt>
          <dd>{T.periodText(formatDisplayDate(sample.period_from), formatDisplayDate(sample.period_to))}</dd>
          <dt>{P.strata}</dt>
          <dd>{sample.strata_label}</dd>
          <dt>{P.confidence}</dt>
          <dd data-testid="sample-confidence">{T.percent(Math.round(sample.confidence * 1000) / 10)}</dd>
          <dt>{P.margin}</dt>
          <dd data-testid="sample-margin">{T.percent(Math.round(sample.margin * 1000) / 10)}</dd>
          <dt>{P.proportion}</dt>
          <dd>{decimal(sample.proportion, 2)}</dd>
          <dt>{P.z}</dt>
          <dd>{decimal(sample.z, 4)}</dd>
          <dt>{P.population}</dt>
          <dd data-testid="sample-population">{sample.population_count}</dd>
          <dt>{P.size}</dt>
          <dd>{sample.sample_size}</dd>
          <dt>{P.seed}</dt>
          <dd data-testid="sample-seed">{sample.seed}</dd>
          <dt>{P.method}</dt>
          <dd>{sample.method}</dd>
          <dt>{P.createdBy}</dt>
          <dd>{sample.created_by ?? ''}</dd>
        </dl>
      </section>
      <FormulaWorked sample={sample} />
      <section aria-labelledby="reproduce-heading">
        <h2 id="reproduce-heading">{T.reproduceHeading}</h2>
        <p>{sample.reproduce}</p>
      </section>
      {sample.strata === 'none' ? null : (
        <section aria-labelledby="allocation-heading">
          <h2 id="allocation-heading">{T.allocationHeading}</h2>
          <ScrollTable label={T.allocationHeading}>
            <table className="staff-table">
              <caption className="sfc-visually-hidden">{T.allocationHeading}</caption>
              <thead>
                <tr>
                  <th scope="col">{T.allocationColumns.stratum}</th>
                  <th scope="col">{T.allocationColumns.population}</th>
                  <th scope="col">{T.allocationColumns.size}</th>
                </tr>
              </thead>
              <tbody>
                {sample.allocation.map((a) => (
                  <tr key={a.stratum}>
                    <th scope="row">{a.label}</th>
                    <td>{a.population}</td>
                    <td>{a.size}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollTable>
        </section>
      )}
      <section aria-labelledby="progress-heading">
        <h2 id="progress-heading">{T.progressHeading}</h2>
        <p>{T.progressText(sample.complaints_evaluated, sample.sample_size)}</p>
        <p>{T.evaluationsText(sample.evaluations, expected)}</p>
        <progress max={100} value={sample.progress} aria-label={T.progressHeading}>
          {T.percent(sample.progress)}
        </progress>
      </section>
      <section aria-labelledby="results-heading">
        <h2 id="results-heading">{T.resultsHeading}</h2>
        <TallyTable caption={T.resultsHeading} first={R.criterion} rows={criteria} />
        <h3>{T.entityResultsHeading}</h3>
        <TallyTable caption={T.entityResultsHeading} first={R.entity} rows={sample.by_entity} />
      </section>
      <section aria-labelledby="sample-complaints-heading">
        <h2 id="sample-complaints-heading">{T.sampleComplaintsHeading}</h2>
        <StaffList
          title={T.sampleComplaintsHeading}
          endpoint={sampleComplaintsPath(sample.id)}
          columns={columns}
          rowKey={(i) => String(i.id)}
          exportColumns={exportColumns}
          exportFileName={T.sampleFileName(sample.id)}
        />
      </section>
    </>
  );
}

/** `/dashboard/complaints/management/sample?id=`: one sample; without an id, {@link NewSampleScreen}. */
export function SampleDetailScreen() {
  return (
    <EditRecord<SampleDetail> path={samplePath}>{(sample) => <SampleView sample={sample} />}</EditRecord>
  );
}
