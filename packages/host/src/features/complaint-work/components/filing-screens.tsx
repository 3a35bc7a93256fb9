import { useId, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { PATHS, STAFF_FILING_SCREEN_TEXTS as T } from '@sfc/core';
import { ComplaintForm, type FiledComplaint } from '@sfc/widgets/elements/complaint-form/complaint-form.js';
import {
  applyServerFailure,
  FormPhoneField,
  FormSelect,
  PortalForm,
  usePortalForm,
  type FormProblem,
  FormEmailField,
  FormIdentificationFields,
  FormNameFields,
} from '../../../components/form/index.js';
import { Notice } from '../../../components/notice.js';
import { ListError, ListLoading } from '../../../components/staff-list/list-states.js';
import { SubmitButton } from '../../../components/submit-button.js';
import { useServices } from '../../../lib/services.js';
import { ApiCallError, useApiRecord, useApiWrite, usePageQuery } from '../../../lib/server-state/index.js';
import { useOptionList } from '../../../lib/use-option-list.js';
import { detailRoute } from './complaint-cells.js';
import { TableBox } from '../../../components/table-box.js';
import { ReceiptDownload } from '../../../components/receipt-download.js';

const D = PATHS.dashboard;
const CONSUMERS_ENDPOINT = '/complaint_filing/consumers/';
const FILING_ENDPOINT = '/complaint_filing/';
const createRoute = (consumerId: number) => `${D}/complaint/create?consumer=${consumerId}`;

/** A consumer as the filing endpoints answer. */
interface FilingConsumer {
  id: number;
  email: string | null;
  full_name: string;
  identification_type: string | null;
  identification_number: string | null;
  phone: string | null;
}

/** `/dashboard/complaints`: the two ways to start (a registered consumer, or a new one). */
export function FilingStartScreen() {
  return (
    <>
      <h1>{T.title}</h1>
      <p className="lead">{T.intro}</p>
      <ul className="page-links">
        <li>
          <Link to={`${D}/complaints/new/registeredcustomer`}>{T.registeredLink}</Link>
        </li>
        <li>
          <Link to={`${D}/complaints/new/customerregistration`}>{T.registrationLink}</Link>
        </li>
      </ul>
    </>
  );
}

/** `/dashboard/complaints/new/registeredcustomer`: find the consumer, then file for them. */
export function RegisteredConsumerScreen() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const search = params.get('search')?.trim() ?? '';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('search') ?? '').trim();
    setParams(value ? { search: value } : {});
  };
  return (
    <>
      <h1>{T.searchTitle}</h1>
      <p className="page-links">
        <Link to={`${D}/complaints`}>{T.back}</Link>
        {' · '}
        <Link to={`${D}/complaints/new/customerregistration`}>{T.registrationLink}</Link>
      </p>
      <form key={search} className="staff-filters" role="search" aria-label={T.searchTitle} onSubmit={submit}>
        <div className="staff-filters__field">
          <label htmlFor={`${id}-search`}>{T.searchLabel}</label>
          <input
            id={`${id}-search`}
            name="search"
            type="search"
            className="staff-filters__input"
            defaultValue={search}
            minLength={3}
            maxLength={100}
          />
        </div>
        <div className="staff-filters__actions">
          <button type="submit" className="sfc-button-link">
            {T.searchSubmit}
          </button>
        </div>
      </form>
      {search.length >= 3 ? <ConsumerResults search={search} /> : null}
    </>
  );
}

function ConsumerResults({ search }: { search: string }) {
  const page = usePageQuery<FilingConsumer>(CONSUMERS_ENDPOINT, { search, page: 1, page_size: 25 });
  if (page.isError)
    return (
      <ListError
        message={page.error instanceof ApiCallError ? page.error.failure.message : undefined}
        onRetry={() => void page.refetch()}
      />
    );
  if (!page.data) return <ListLoading />;
  if (page.data.results.length === 0) return <p>{T.searchNone}</p>;
  return (
    <TableBox label={T.searchCaption(page.data.count)}>
      <table className="staff-table">
        <caption>{T.searchCaption(page.data.count)}</caption>
        <thead>
          <tr>
            <th scope="col">{T.name}</th>
            <th scope="col">{T.identification}</th>
            <th scope="col">{T.email}</th>
            <th scope="col">
              <span className="sfc-visually-hidden">{T.fileForShort}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {page.data.results.map((c) => (
            <tr key={c.id}>
              <th scope="row">{c.full_name}</th>
              <td>{c.identification_number ?? ''}</td>
              <td>{c.email ?? ''}</td>
              <td>
                <Link to={createRoute(c.id)} aria-label={T.fileFor(c.full_name)}>
                  {T.fileForShort}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}

interface RegistrationValues {
  first_name: string;
  second_name: string;
  first_last_name: string;
  second_last_name: string;
  identification_type: string | number | null;
  identification_number: string;
  person_type: string | number | null;
  email: string;
  phone: string;
}

const REGISTRATION_LABELS = {
  first_name: T.firstName,
  second_name: T.secondName,
  first_last_name: T.firstLastName,
  second_last_name: T.secondLastName,
  identification_type: T.identificationType,
  identification_number: T.identificationNumber,
  person_type: T.personType,
  email: T.email,
  phone: T.phone,
};

/** `/dashboard/complaints/new/customerregistration`: registers the consumer, then files for them. */
export function ConsumerRegistrationScreen() {
  const navigate = useNavigate();
  const write = useApiWrite<FilingConsumer>([CONSUMERS_ENDPOINT]);
  const identificationTypes = useOptionList('identificationType');
  const personTypes = useOptionList('personType');
  const form = usePortalForm<RegistrationValues>({
    defaultValues: {
      first_name: '',
      second_name: '',
      first_last_name: '',
      second_last_name: '',
      identification_type: null,
      identification_number: '',
      person_type: null,
      email: '',
      phone: '',
    },
  });

  async function register(values: RegistrationValues): Promise<FormProblem | null> {
    try {
      const consumer = await write.mutateAsync({
        method: 'POST',
        path: CONSUMERS_ENDPOINT,
        body: {
          ...values,
          identification_type: String(values.identification_type ?? ''),
          person_type: String(values.person_type ?? ''),
          phone: values.phone.trim() === '' ? null : values.phone,
        },
      });
      void navigate(createRoute(consumer.id));
      return null;
    } catch (error) {
      if (error instanceof ApiCallError) return applyServerFailure(form, error.failure);
      throw error;
    }
  }

  return (
    <>
      <h1>{T.registrationTitle}</h1>
      <p className="page-links">
        <Link to={`${D}/complaints`}>{T.back}</Link>
        {' · '}
        <Link to={`${D}/complaints/new/registeredcustomer`}>{T.registeredLink}</Link>
      </p>
      <PortalForm form={form} onValid={register} labels={REGISTRATION_LABELS}>
        <div className="form-grid">
          <FormNameFields />
          <FormIdentificationFields types={identificationTypes} />
          <FormSelect
            name="person_type"
            label={T.personType}
            required
            loading={personTypes.loading}
            options={personTypes.options}
          />
          <FormEmailField />
          <FormPhoneField name="phone" label={T.phone} />
        </div>
        <div className="form-actions">
          <SubmitButton busy={write.isPending} busyLabel={T.saving}>
            {T.register}
          </SubmitButton>
        </div>
      </PortalForm>
    </>
  );
}

/** `/dashboard/complaint/create?consumer={id}`: the consumer's complaint form, filed on their behalf. */
export function FilingCreateScreen() {
  const id = useId();
  const { api } = useServices();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const consumerId = Number.parseInt(params.get('consumer') ?? '', 10);
  const valid = Number.isInteger(consumerId) && consumerId > 0;
  const consumer = useApiRecord<FilingConsumer>(valid ? `${CONSUMERS_ENDPOINT}${consumerId}/` : null);
  const who = consumer.data;
  const points = useApiRecord<{ results: Array<{ id: number; name: string }> }>(
    '/complaint_filing/reception_points/',
  );
  const [point, setPoint] = useState('');
  const onFiled = (complaint: FiledComplaint) =>
    void navigate(`${D}/complaint/new/completed`, {
      state: { codigo_queja: complaint.codigo_queja, id: complaint.id, detail: complaint.detail ?? null },
    });
  if (!valid || consumer.isError)
    return (
      <>
        <h1>{T.createTitle}</h1>
        <Notice kind="error">
          <p>
            {T.noConsumer} <Link to={`${D}/complaints`}>{T.title}</Link>
          </p>
        </Notice>
      </>
    );
  return (
    <>
      <h1>{T.createTitle}</h1>
      <section aria-labelledby={`${id}-consumer`}>
        <h2 id={`${id}-consumer`}>{T.consumerHeading}</h2>
        {who ? (
          <p>
            {who.full_name} · {who.identification_number ?? ''} · {who.email ?? ''}
          </p>
        ) : (
          <p role="status">{T.saving}</p>
        )}
        <p className="page-links">
          <Link to={`${D}/complaints/new/registeredcustomer`}>{T.changeConsumer}</Link>
        </p>
      </section>
      <div className="staff-filters">
        <div className="staff-filters__field">
          <label htmlFor={`${id}-point`}>{T.receptionPoint}</label>
          <select
            id={`${id}-point`}
            className="staff-filters__input"
            value={point}
            aria-describedby={`${id}-point-hint`}
            onChange={(event) => setPoint(event.target.value)}
          >
            <option value="" />
            {(points.data?.results ?? []).map((p) => (
              <option key={p.id} value={String(p.id)}>
                {p.name}
              </option>
            ))}
          </select>
          <small id={`${id}-point-hint`}>{T.receptionHint}</small>
        </div>
      </div>
      {point === '' || !who ? (
        <p>{T.receptionFirst}</p>
      ) : (
        <ComplaintForm
          api={api}
          consumer={{
            nombres: who.full_name,
            correo: who.email ?? undefined,
            telefono: who.phone?.replace(/^\+57/, '') ?? undefined,
          }}
          onFiled={onFiled}
          filingPath={FILING_ENDPOINT}
          audience="staff"
          extraFields={{ consumer: String(consumerId), punto_recepcion: point }}
        />
      )}
    </>
  );
}

/** `/dashboard/complaint/new/completed`: the code of the complaint just filed. */
export function FilingCompletedScreen() {
  const location = useLocation();
  const state = (location.state ?? {}) as { codigo_queja?: string; id?: number; detail?: string | null };
  return (
    <>
      <h1>{T.completedTitle}</h1>
      {state.codigo_queja ? (
        <Notice kind="success">
          <p>{state.detail ?? ''}</p>
          <p>
            {T.completedCode}: <strong>{state.codigo_queja}</strong>
          </p>
        </Notice>
      ) : null}
      {state.codigo_queja && state.id !== undefined ? (
        <ReceiptDownload complaintId={state.id} code={state.codigo_queja} />
      ) : null}
      <ul className="page-links">
        {state.codigo_queja ? (
          <li>
            <Link to={detailRoute(state.codigo_queja)}>{T.openFiled}</Link>
          </li>
        ) : null}
        <li>
          <Link to={`${D}/complaints`}>{T.fileAnother}</Link>
        </li>
      </ul>
    </>
  );
}
