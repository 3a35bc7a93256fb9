import { afterEach, describe, expect, it } from 'vitest';
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTH_MESSAGES, MESSAGES, PORTAL_TEXTS } from '@sfc/core';
import { emailRule } from '../../lib/email-rule.js';
import {
  FormNumberField,
  FormPhoneField,
  FormTextarea,
  FormTextField,
  PortalForm,
  usePortalForm,
  type FormProblem,
} from './index.js';

afterEach(cleanup);

interface Values {
  first_name: string;
  email: string;
  phone: string;
  description: string;
}
const EMPTY: Values = { first_name: '', email: '', phone: '', description: '' };
const LABELS = {
  first_name: 'Primer nombre',
  email: 'Correo electrónico',
  phone: 'Celular',
  description: 'Descripción',
};

/** A small portal form; `answer` is what the "server" says to a valid submit (null: accepted, then the form empties). */
function Example({ answer }: { answer: () => FormProblem | null }) {
  const form = usePortalForm<Values>({ defaultValues: EMPTY });
  return (
    <PortalForm
      form={form}
      labels={LABELS}
      onValid={async () => {
        const problem = answer();
        if (!problem) form.reset(EMPTY);
        return problem;
      }}
    >
      <FormTextField name="first_name" label={LABELS.first_name} required />
      <FormTextField name="email" label={LABELS.email} required rules={[emailRule]} />
      <FormPhoneField name="phone" label={LABELS.phone} />
      <FormTextarea name="description" label={LABELS.description} required />
      <button type="submit">Enviar</button>
    </PortalForm>
  );
}

const summary = () => screen.queryByRole('alert', { name: PORTAL_TEXTS.errorSummaryTitle });
const requiredMessages = () => screen.queryAllByText(MESSAGES.required);

describe('PortalForm', () => {
  it('shows no error on arrival, nor while typing into an untouched field', async () => {
    const user = userEvent.setup();
    render(<Example answer={() => null} />);
    expect(requiredMessages()).toHaveLength(0);
    await user.type(screen.getByLabelText(/Primer nombre/), 'Ca');
    expect(requiredMessages()).toHaveLength(0);
    expect(summary()).toBeNull();
  });

  it('shows a field error when the user leaves it after touching it', async () => {
    const user = userEvent.setup();
    render(<Example answer={() => null} />);
    await user.click(screen.getByLabelText(/Primer nombre/));
    await user.tab();
    expect(requiredMessages()).toHaveLength(1);
    expect(screen.getByLabelText(/Primer nombre/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('moves focus to the summary once on a refused submit; typing a fix keeps every keystroke in the field', async () => {
    const user = userEvent.setup();
    render(<Example answer={() => null} />);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(requiredMessages().length).toBeGreaterThanOrEqual(3);

    const firstName = screen.getByLabelText(/Primer nombre/);
    await user.click(firstName);
    await user.type(firstName, 'Carlos Peña');
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveValue('Carlos Peña');
    expect(firstName).not.toHaveAttribute('aria-invalid');
  });

  it('after an accepted submit the emptied form shows the success and no "obligatorio"', async () => {
    const user = userEvent.setup();
    render(<Example answer={() => null} />);
    await user.type(screen.getByLabelText(/Primer nombre/), 'María');
    await user.type(screen.getByLabelText(/Correo/), 'maria@example.com');
    await user.type(
      screen.getByLabelText(/Descripción/),
      'Primer párrafo.{Enter}{Enter}Segundo párrafo con ñ.',
    );
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(screen.getByLabelText(/Primer nombre/)).toHaveValue(''));
    expect(requiredMessages()).toHaveLength(0);
    expect(summary()).toBeNull();
  });

  it('keeps a pasted text over the limit whole and refuses it, naming the excess, until it is shortened', async () => {
    const user = userEvent.setup();
    render(<Example answer={() => null} />);
    await user.type(screen.getByLabelText(/Primer nombre/), 'María');
    await user.type(screen.getByLabelText(/Correo/), 'maria@example.com');
    const box = screen.getByLabelText(/Descripción/);
    await user.click(box);
    await user.paste('x'.repeat(1204));
    expect(box).toHaveValue('x'.repeat(1204));
    expect(screen.getByText('1204/1000')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const tooLong =
      'El texto admite 1000 caracteres y tiene 204 caracteres de más; acórtalo para poder enviarlo.';
    await waitFor(() => expect(summary()).toHaveTextContent(tooLong));
    expect(box).toHaveValue('x'.repeat(1204));
    expect(box).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps only digits in a phone field', async () => {
    const user = userEvent.setup();
    render(<Example answer={() => null} />);
    await user.type(screen.getByLabelText(/Celular/), '300 abc-12ñ3');
    expect(screen.getByLabelText(/Celular/)).toHaveValue('300123');
  });

  it('a problem no field can fix reads as the general error, not as a form to check', async () => {
    const user = userEvent.setup();
    render(<Example answer={() => ({ message: MESSAGES.genericError, general: true })} />);
    await user.type(screen.getByLabelText(/Primer nombre/), 'María');
    await user.type(screen.getByLabelText(/Correo/), 'maria@example.com');
    await user.type(screen.getByLabelText(/Descripción/), 'Texto.');
    await act(() => user.click(screen.getByRole('button', { name: 'Enviar' })));
    await waitFor(() => expect(screen.getByText(MESSAGES.genericErrorTitle)).toBeVisible());
    expect(screen.getByText(MESSAGES.genericError)).toBeVisible();
    expect(screen.queryByText(PORTAL_TEXTS.errorSummaryTitle)).toBeNull();
  });
});

/** A form with one field per row of a list (the annual report's step 2: numbers per entity). */
function RowsExample({ serverRefuses }: { serverRefuses: boolean }) {
  const form = usePortalForm<{ entities: Array<{ recibidas: string }> }>({
    defaultValues: { entities: [{ recibidas: '' }, { recibidas: '3' }] },
  });
  return (
    <PortalForm
      form={form}
      labels={{
        'entities.0.recibidas': 'Banco Uno: Recibidas',
        'entities.1.recibidas': 'Banco Dos: Recibidas',
      }}
      fieldIds={{
        'entities.0.recibidas': 'entity-7-recibidas',
        'entities.1.recibidas': 'entity-9-recibidas',
      }}
      onValid={async () => {
        if (!serverRefuses) return null;
        form.setError('entities.1.recibidas', { type: 'server', message: 'Debe ser un número entero.' });
        return { message: PORTAL_TEXTS.errorSummaryBody, general: false };
      }}
    >
      <FormNumberField name="entities.0.recibidas" id="entity-7-recibidas" label="Recibidas" />
      <FormNumberField name="entities.1.recibidas" id="entity-9-recibidas" label="Recibidas" required />
      <button type="submit">Guardar y continuar</button>
    </PortalForm>
  );
}

describe('PortalForm with fields per row', () => {
  it('lists a refused row field in the summary by its label, links it to its control and takes focus', async () => {
    const user = userEvent.setup();
    render(<RowsExample serverRefuses />);
    await act(() => user.click(screen.getByRole('button', { name: 'Guardar y continuar' })));
    await waitFor(() => expect(summary()).toHaveFocus());
    const link = screen.getByRole('link', { name: 'Banco Dos: Recibidas: Debe ser un número entero.' });
    expect(link).toHaveAttribute('href', '#entity-9-recibidas');
  });

  it('lists a row field its own rule refuses, before any call', async () => {
    const user = userEvent.setup();
    render(<RowsExample serverRefuses={false} />);
    await user.clear(screen.getAllByLabelText(/Recibidas/)[1]!);
    await act(() => user.click(screen.getByRole('button', { name: 'Guardar y continuar' })));
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(screen.getByRole('link', { name: `Banco Dos: Recibidas: ${MESSAGES.required}` })).toHaveAttribute(
      'href',
      '#entity-9-recibidas',
    );
  });
});

describe('PortalForm, leaving the last field for the submit button', () => {
  it('shows no message between pressing and releasing the button (it would move it), then refuses with the summary', async () => {
    const user = userEvent.setup();
    render(<Example answer={() => null} />);
    await user.type(screen.getByLabelText(/Correo/), 'no-es-correo');
    const submit = screen.getByRole('button', { name: 'Enviar' });
    await user.pointer({ keys: '[MouseLeft>]', target: submit });
    expect(submit).toHaveFocus();
    // Leaving the field for the button checks nothing yet: the layout stays where the press was.
    expect(screen.queryByText(AUTH_MESSAGES.emailInvalid)).toBeNull();
    await act(() => user.pointer({ keys: '[/MouseLeft]', target: submit }));
    await waitFor(() => expect(summary()).toHaveFocus());
    expect(screen.getAllByText(AUTH_MESSAGES.emailInvalid, { exact: false }).length).toBeGreaterThan(0);
  });
});
