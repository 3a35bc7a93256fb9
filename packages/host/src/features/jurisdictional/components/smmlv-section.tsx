import { useState, type FormEvent } from 'react';
import { JURISDICTIONAL_TEXTS as J, MESSAGES, describeFailure } from '@sfc/core';
import { ApiCallError, useApiRecord, useApiWrite } from '../../../lib/server-state/index.js';
import { pesos } from '../api/solicitudes.js';
import { TableBox } from '../../../components/table-box.js';

const SMMLV_PATH = '/jurisdiccional-servi/smmlv';

/**
 * SMMLV by year (`GET`/`PUT /jurisdiccional-servi/smmlv`): the values the cuantía uses, kept as
 * data staff maintain when the yearly decree comes out.
 */
export function SmmlvSection() {
  const record = useApiRecord<{ results: { year: number; value: number; decree: string }[] }>(SMMLV_PATH);
  const write = useApiWrite([]);
  const [message, setMessage] = useState('');
  const [problem, setProblem] = useState('');
  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setMessage('');
    setProblem('');
    try {
      await write.mutateAsync({
        method: 'PUT',
        path: SMMLV_PATH,
        body: {
          year: String(data.get('year')),
          value: String(data.get('value')),
          decree: String(data.get('decree')),
        },
      });
      setMessage(J.smmlvSaved);
      await record.refetch();
    } catch (error) {
      setProblem(
        error instanceof ApiCallError
          ? describeFailure(error.failure, { year: J.smmlvYear, value: J.smmlvValue, decree: J.smmlvDecree })
          : MESSAGES.genericError,
      );
    }
  };
  return (
    <section aria-labelledby="smmlv-title" className="no-print">
      <h2 id="smmlv-title">{J.smmlvTitle}</h2>
      <TableBox label={J.smmlvTitle}>
        <table className="staff-table">
          <caption className="sfc-visually-hidden">{J.smmlvTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{J.smmlvYear}</th>
              <th scope="col">{J.smmlvValue}</th>
              <th scope="col">{J.smmlvDecree}</th>
            </tr>
          </thead>
          <tbody>
            {(record.data?.results ?? []).map((r) => (
              <tr key={r.year}>
                <th scope="row">{r.year}</th>
                <td>{pesos(r.value)}</td>
                <td>{r.decree}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableBox>
      <form className="inline-form" onSubmit={(e) => void save(e)} aria-label={J.smmlvSave}>
        <label>
          {J.smmlvYear}
          <input name="year" type="text" inputMode="numeric" maxLength={4} required />
        </label>
        <label>
          {J.smmlvValue}
          <input name="value" type="text" inputMode="numeric" maxLength={15} required />
        </label>
        <label>
          {J.smmlvDecree}
          <input name="decree" type="text" maxLength={200} />
        </label>
        <button
          type="submit"
          className="sfc-button-link sfc-button-link--secondary"
          disabled={write.isPending}
        >
          {J.smmlvSave}
        </button>
      </form>
      <p role="status">{message}</p>
      {problem ? <p role="alert">{problem}</p> : null}
    </section>
  );
}
