import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { COMPLAINT_FORM_TEXTS, MESSAGES, type ApiClient, type ApiResult } from '@sfc/core';
import { ComplaintForm, type FiledComplaint } from './complaint-form.js';
import {
  complaintFormData,
  complaintFormProblems,
  emptyComplaintForm,
  readServerProblems,
  type ComplaintFormValues,
} from './complaint-form-rules.js';

afterEach(cleanup);

const FILLED: ComplaintFormValues = {
  ...emptyComplaintForm({ nombres: 'Lucía Gómez', correo: 'lucia@example.com', telefono: '3109876543' }),
  tipo_entidad: '1',
  company: '10',
  producto_cod: '3',
  macro_motivo_cod: '940',
  canal_cod: '13',
  departamento_cod: '05',
  municipio_cod: '05001',
  texto_queja: 'Me cobraron dos veces.',
  es_apoderado: 2,
};
const BANCOLOMBIA = { id: 10, name: 'Bancolombia', tipo_entidad: 1, entidad_cod: '7' };

describe('complaintFormProblems (§5)', () => {
  it('accepts a complete form', () => {
    expect(complaintFormProblems(FILLED)).toEqual({});
  });

  it.each([
    ['tipo_entidad', { tipo_entidad: null }, MESSAGES.required],
    ['company', { company: null }, MESSAGES.required],
    ['producto_cod', { producto_cod: null }, MESSAGES.required],
    ['macro_motivo_cod', { macro_motivo_cod: null }, MESSAGES.required],
    ['canal_cod', { canal_cod: null }, MESSAGES.required],
    ['departamento_cod', { departamento_cod: null }, MESSAGES.required],
    ['municipio_cod', { municipio_cod: null }, MESSAGES.required],
    ['nombres', { nombres: '  ' }, MESSAGES.required],
    ['texto_queja', { texto_queja: '' }, MESSAGES.required],
    ['es_apoderado', { es_apoderado: null }, MESSAGES.required],
    ['telefono', { telefono: '310-987' }, MESSAGES.numericOnly],
    [
      'apoderado_nombre',
      { es_apoderado: 1, apoderadoFiles: [new File(['x'], 'poder.pdf')] },
      MESSAGES.required,
    ],
    ['apoderadoFiles', { es_apoderado: 1, apoderado_nombre: 'Ana' }, MESSAGES.required],
  ] as const)('%s: %s gives "%s"', (field, change, message) => {
    expect(complaintFormProblems({ ...FILLED, ...change } as ComplaintFormValues)).toEqual({
      [field]: message,
    });
  });

  it('does not ask for the attorney name or power when the consumer is not an attorney', () => {
    expect(complaintFormProblems({ ...FILLED, es_apoderado: 2 })).toEqual({});
  });
});

describe('complaintFormData', () => {
  it('sends entity-api fields, the entity codes and file-complaint-N / file-apoderado-N', () => {
    const files = [new File(['%PDF'], 'a.pdf'), new File(['png'], 'b.png')];
    const body = complaintFormData(
      {
        ...FILLED,
        es_apoderado: 1,
        apoderado_nombre: 'Ana',
        apoderadoFiles: [new File(['p'], 'poder.pdf')],
        complaintFiles: files,
      },
      BANCOLOMBIA,
    );
    const fields = Object.fromEntries(
      [...body.entries()].map(([k, v]) => [k, typeof v === 'string' ? v : (v as File).name]),
    );
    expect(fields).toMatchObject({
      tipo_entidad: '1',
      entidad_cod: '7',
      producto_cod: '3',
      macro_motivo_cod: '940',
      canal_cod: '13',
      departamento_cod: '05',
      municipio_cod: '05001',
      texto_queja: 'Me cobraron dos veces.',
      es_apoderado: '1',
      apoderado_nombre: 'Ana',
      'file-apoderado-0': 'poder.pdf',
      'file-complaint-0': 'a.pdf',
      'file-complaint-1': 'b.png',
    });
    expect(fields).not.toHaveProperty('company');
  });

  it('leaves out the attorney part when the answer is No', () => {
    const body = complaintFormData(
      { ...FILLED, apoderado_nombre: 'Ana', apoderadoFiles: [new File(['p'], 'p.pdf')] },
      BANCOLOMBIA,
    );
    const names = [...body.keys()];
    expect(names).toContain('es_apoderado');
    expect(names).not.toContain('apoderado_nombre');
    expect(names.some((n) => n.startsWith('file-apoderado-'))).toBe(false);
  });
});

describe('readServerProblems', () => {
  it('maps field messages, the entity and file fields to the form', () => {
    const read = readServerProblems({
      ok: false,
      status: 400,
      reason: 'rejected',
      message: MESSAGES.genericError,
      data: {
        message: {
          entidad_cod: ['La entidad seleccionada no es una entidad vigilada.'],
          'file-complaint-1': [MESSAGES.fileFormatOrSizeInvalid(10)],
          'file-apoderado-0': ['Debes adjuntar el poder que te acredita como apoderado.'],
          non_field_errors: ['Otro problema.'],
        },
      },
    });
    expect(read).toEqual({
      fields: {
        company: 'La entidad seleccionada no es una entidad vigilada.',
        complaintFiles: MESSAGES.fileFormatOrSizeInvalid(10),
        apoderadoFiles: 'Debes adjuntar el poder que te acredita como apoderado.',
      },
      form: 'Otro problema.',
      general: false,
    });
  });

  it('asks to complete the profile when the server lacks the identification it takes from there', () => {
    const read = readServerProblems({
      ok: false,
      status: 400,
      reason: 'rejected',
      message: MESSAGES.genericError,
      data: {
        message: {
          tipo_id_CF: ['Este campo es obligatorio.'],
          numero_id_CF: ['Este campo es obligatorio.'],
          tipo_persona: ['Este campo es obligatorio.'],
        },
        detail: 'Error en API',
      },
    });
    expect(read).toEqual({ fields: {}, form: COMPLAINT_FORM_TEXTS.profileIncomplete, general: false });
  });

  it("says the server's words for a field the form does not show", () => {
    const read = readServerProblems({
      ok: false,
      status: 400,
      reason: 'rejected',
      message: MESSAGES.genericError,
      data: { message: { direccion: ['Asegúrese de que este campo no tenga más de 100 caracteres.'] } },
    });
    expect(read).toEqual({
      fields: {},
      form: 'Asegúrese de que este campo no tenga más de 100 caracteres.',
      general: false,
    });
  });

  it('keeps the §8 text of a 500', () => {
    expect(
      readServerProblems({
        ok: false,
        status: 500,
        reason: 'internal-error',
        message: MESSAGES.internalServerError,
      }),
    ).toEqual({ fields: {}, form: MESSAGES.internalServerError, general: true });
  });

  it('a refused signature is no problem of the form: the general text, said as such', () => {
    expect(
      readServerProblems({
        ok: false,
        status: 400,
        reason: 'rejected',
        message: MESSAGES.genericError,
        data: { status_code: 400, detail: 'Error', message: 'Verificación de firma fallida' },
      }),
    ).toEqual({ fields: {}, form: MESSAGES.genericError, general: true });
  });
});

/** A client answering the option lists from fixed pages and recording POSTs. */
function fakeApi(post: (path: string, body: unknown) => ApiResult<unknown>) {
  const lists: Record<string, unknown[]> = {
    '/companytype/': [{ id: 1, name: 'Establecimientos bancarios' }],
    '/company/': [BANCOLOMBIA, { id: 11, name: 'Nequi', tipo_entidad: 4, entidad_cod: '130' }],
    '/channel/': [{ id: 13, name: 'Internet' }],
    '/department/': [{ id: '05', code: '05', name: 'Antioquia' }],
    '/municipality/?department=05': [{ id: '05001', code: '05001', name: 'Medellín' }],
    '/product/company/?id_company=10': [{ id: 3, name: 'Tarjeta de crédito' }],
    '/reason/company/?id_company=10': [{ id: 940, name: 'Cobros no reconocidos' }],
  };
  const posts: Array<{ path: string; body: unknown }> = [];
  const api = {
    get: async (path: string) => ({
      ok: true,
      status: 200,
      data: { results: lists[path] ?? [], next: null },
    }),
    post: async (path: string, body: unknown) => {
      posts.push({ path, body });
      return post(path, body);
    },
  } as unknown as ApiClient;
  return { api, posts };
}

async function choose(label: string, option: string) {
  const input = screen.getByRole('combobox', { name: label });
  await waitFor(() => expect(input.hasAttribute('disabled')).toBe(false));
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('ComplaintForm', () => {
  it('shows "Este campo es obligatorio" on every required field of an empty form and sends nothing', async () => {
    const { api, posts } = fakeApi(() => ({ ok: true, status: 201, data: {} }));
    render(<ComplaintForm api={api} onFiled={() => {}} consumer={{ nombres: 'Lucía Gómez' }} />);
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /Nombre completo/ }).value).toBe(
      'Lucía Gómez',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Radicar queja' }));
    const alert = await screen.findByRole('alert');
    for (const label of [
      'Tipo de entidad',
      'Entidad vigilada',
      'Producto',
      'Motivo',
      'Canal',
      'Departamento',
      'Municipio',
    ]) {
      expect(alert.textContent).toContain(`${label}: ${MESSAGES.required}`);
    }
    expect(alert.textContent).toContain(`¿Actúas como apoderado de otra persona?: ${MESSAGES.required}`);
    expect(posts).toHaveLength(0);
  });

  it('keeps only the digits typed into the phone, as the spec asks', () => {
    const { api } = fakeApi(() => ({ ok: true, status: 201, data: {} }));
    render(<ComplaintForm api={api} onFiled={() => {}} consumer={{ nombres: 'Lucía Gómez' }} />);
    const phone = screen.getByRole<HTMLInputElement>('textbox', { name: /Número de celular/ });
    fireEvent.change(phone, { target: { value: '310-98 abc7ñ6' } });
    expect(phone.value).toBe('3109876');
    expect(screen.queryByText(MESSAGES.numericOnly)).toBeNull();
  });

  it('files the complaint with the chosen entity codes and reports the answer', async () => {
    const filed: FiledComplaint[] = [];
    const { api, posts } = fakeApi(() => ({
      ok: true,
      status: 201,
      data: { id: 9, codigo_queja: '17202600001' },
    }));
    render(<ComplaintForm api={api} onFiled={(c) => filed.push(c)} consumer={{ nombres: 'Lucía Gómez' }} />);
    await choose('Tipo de entidad', 'Establecimientos bancarios');
    expect(screen.queryByRole('option', { name: 'Nequi' })).toBeNull();
    await choose('Entidad vigilada', 'Bancolombia');
    await choose('Producto', 'Tarjeta de crédito');
    await choose('Motivo', 'Cobros no reconocidos');
    await choose('Canal', 'Internet');
    await choose('Departamento', 'Antioquia');
    await choose('Municipio', 'Medellín');
    fireEvent.change(screen.getByRole('textbox', { name: /Describe los hechos/ }), {
      target: { value: 'Cobro doble.' },
    });
    fireEvent.click(screen.getByRole('radio', { name: 'No' }));
    fireEvent.click(screen.getByRole('button', { name: 'Radicar queja' }));
    await waitFor(() => expect(filed).toHaveLength(1));
    expect(filed[0]?.codigo_queja).toBe('17202600001');
    expect(posts[0]?.path).toBe('/queja/');
    const body = posts[0]?.body as FormData;
    expect(body.get('tipo_entidad')).toBe('1');
    expect(body.get('entidad_cod')).toBe('7');
    expect(body.get('municipio_cod')).toBe('05001');
    expect(body.get('es_apoderado')).toBe('2');
  });
});
