import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { DEFENDER_CASE_TEXTS as D, MESSAGES, type ApiClient, type ApiResult } from '@sfc/core';
import { DefenderCase, type ConsumerDefenderCase, type ConsumerVoceria } from './defender-case.js';

afterEach(cleanup);

const CASE: ConsumerDefenderCase = {
  codigo_queja: 'Q-2026-000123',
  stage_name: 'Cerrada',
  outcome_name: 'Decidida a favor del consumidor',
  due_day: null,
  decision_text: 'La entidad debe reversar el cobro.',
  has_decision: true,
  events: [
    { id: 1, kind_name: 'Escalada al defensor', at: '2026-11-02T14:00:00.000Z', text: null, stage_name: 'x' },
    {
      id: 2,
      kind_name: 'Información solicitada',
      at: '2026-11-03T14:00:00.000Z',
      text: 'Envía el extracto de octubre.',
      stage_name: 'x',
    },
  ],
};

const VOCERIA: ConsumerVoceria = {
  id: 9,
  entity: { id: 10, name: 'Bancolombia' },
  subject: 'Cobro de cuota de manejo',
  request: 'Que me expliquen el cobro.',
  status_name: 'Respondida por la entidad',
  answer: 'La cuota se cobró por error y fue devuelta.',
  created_at: '2026-11-05T14:00:00.000Z',
};

const missing = { ok: false, status: 404, reason: 'rejected', message: MESSAGES.genericError, data: {} };

function fakeApi(options: {
  defenderCase: ConsumerDefenderCase | null;
  vocerias: () => ConsumerVoceria[];
  post?: (body: Record<string, unknown>) => ApiResult<unknown>;
}) {
  const posts: Array<{ path: string; body: Record<string, unknown> }> = [];
  const api = {
    get: async (path: string) => {
      if (path === '/defender/complaints/5/')
        return options.defenderCase ? { ok: true, status: 200, data: options.defenderCase } : missing;
      if (path.startsWith('/defender/vocerias/'))
        return { ok: true, status: 200, data: { results: options.vocerias() } };
      if (path.startsWith('/company/'))
        return {
          ok: true,
          status: 200,
          data: {
            results: [
              { id: 10, name: 'Bancolombia' },
              { id: 11, name: 'Banco de Bogotá' },
            ],
          },
        };
      return missing;
    },
    post: async (path: string, body: Record<string, unknown>) => {
      posts.push({ path, body });
      return options.post ? options.post(body) : { ok: true, status: 201, data: {} };
    },
  } as unknown as ApiClient;
  return { api, posts };
}

describe('DefenderCase', () => {
  it('shows the case’s outcome, its messages, the decision and its PDF download, and the entity’s answer to a vocería', async () => {
    const { api } = fakeApi({ defenderCase: CASE, vocerias: () => [VOCERIA] });
    render(<DefenderCase api={api} complaintId={5} entityName="Bancolombia" />);
    expect(await screen.findByRole('heading', { name: D.consumerHeading })).toBeTruthy();
    expect(screen.getByText(`${D.stageLabel}: Decidida a favor del consumidor`)).toBeTruthy();
    expect(screen.getByText('Envía el extracto de octubre.')).toBeTruthy();
    expect(screen.getByText(CASE.decision_text!)).toBeTruthy();
    expect(screen.getByRole('button', { name: D.downloadDecision })).toBeTruthy();
    expect(await screen.findByText(`${D.voceriaAnswer}: ${VOCERIA.answer}`)).toBeTruthy();
    expect(
      screen.getByText(/Cobro de cuota de manejo — Bancolombia — Respondida por la entidad/),
    ).toBeTruthy();
  });

  it('shows no case on a complaint that was not escalated, and asks for a vocería with the complaint’s entity preselected', async () => {
    let list: ConsumerVoceria[] = [];
    const { api, posts } = fakeApi({
      defenderCase: null,
      vocerias: () => list,
      post: (body) => {
        list = [
          {
            ...VOCERIA,
            subject: String(body.subject),
            status_name: 'Solicitada',
            answer: null,
          },
        ];
        return { ok: true, status: 201, data: list[0] };
      },
    });
    render(<DefenderCase api={api} complaintId={5} entityName="Bancolombia" />);
    expect(await screen.findByRole('heading', { name: D.voceriasTitle })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: D.consumerHeading })).toBeNull();

    const entity = screen.getByLabelText(new RegExp(D.voceriaEntity)) as HTMLSelectElement;
    await waitFor(() => expect(entity.value).toBe('10'));
    fireEvent.click(screen.getByRole('button', { name: D.voceriaSend }));
    expect(posts).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(new RegExp(D.voceriaSubject)), {
      target: { value: 'Seguro no pedido' },
    });
    fireEvent.change(screen.getByLabelText(new RegExp(D.voceriaRequest)), {
      target: { value: 'Que cancelen el seguro.' },
    });
    fireEvent.click(screen.getByRole('button', { name: D.voceriaSend }));
    await screen.findByText(D.voceriaSent);
    expect(posts).toEqual([
      {
        path: '/defender/vocerias/',
        body: { entity_id: 10, subject: 'Seguro no pedido', request: 'Que cancelen el seguro.' },
      },
    ]);
    expect(await screen.findByText(/Seguro no pedido — Bancolombia — Solicitada/)).toBeTruthy();
  });

  it('shows the server’s reason when the vocería is refused, keeping what was typed', async () => {
    const { api } = fakeApi({
      defenderCase: null,
      vocerias: () => [],
      post: () =>
        ({
          ok: false,
          status: 400,
          reason: 'rejected',
          message: MESSAGES.genericError,
          data: { message: { entity_id: [D.entityRequired] } },
        }) as ApiResult<unknown>,
    });
    render(<DefenderCase api={api} complaintId={5} entityName="Bancolombia" />);
    const entity = (await screen.findByLabelText(new RegExp(D.voceriaEntity))) as HTMLSelectElement;
    await waitFor(() => expect(entity.value).toBe('10'));
    fireEvent.change(screen.getByLabelText(new RegExp(D.voceriaSubject)), { target: { value: 'Asunto' } });
    fireEvent.change(screen.getByLabelText(new RegExp(D.voceriaRequest)), { target: { value: 'Pedido' } });
    fireEvent.click(screen.getByRole('button', { name: D.voceriaSend }));
    expect((await screen.findByRole('alert')).textContent).toBe(D.entityRequired);
    expect((screen.getByLabelText(new RegExp(D.voceriaSubject)) as HTMLInputElement).value).toBe('Asunto');
  });
});
