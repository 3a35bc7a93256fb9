import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CONSUMER_REQUEST_TEXTS as R, MESSAGES, type ApiClient, type ApiResult } from '@sfc/core';
import { ConsumerRequests, type ConsumerRequest } from './consumer-requests.js';

afterEach(cleanup);

const OPEN: ConsumerRequest = {
  id: 2,
  text: 'Envía copia del extracto de octubre.',
  requested_at: '2026-11-27T14:00:00.000Z',
  requested_by: 'Superintendencia Financiera',
  status: 'open',
  status_label: 'Pendiente de tu respuesta',
  answer: null,
};

/** A client whose request list answers `list()` and whose POST answers `post`. */
function fakeApi(list: () => ConsumerRequest[], post: (body: FormData) => ApiResult<unknown>) {
  const posts: Array<{ path: string; body: FormData }> = [];
  const api = {
    get: async (path: string) =>
      path === '/complaint_detail/5/requests/'
        ? { ok: true, status: 200, data: { results: list() } }
        : { ok: false, status: 404, reason: 'rejected', message: MESSAGES.genericError, data: {} },
    post: async (path: string, body: FormData) => {
      posts.push({ path, body });
      return post(body);
    },
  } as unknown as ApiClient;
  return { api, posts };
}

describe('ConsumerRequests', () => {
  it('shows the question and sends the answer, which then shows as the consumer’s', async () => {
    let answered = false;
    const { api, posts } = fakeApi(
      () =>
        answered
          ? [
              {
                ...OPEN,
                status: 'answered',
                status_label: 'Respondida',
                answer: { text: 'Adjunto el extracto.', answered_at: '2026-11-27T15:00:00.000Z' },
              },
            ]
          : [OPEN],
      () => {
        answered = true;
        return { ok: true, status: 201, data: {} };
      },
    );
    render(<ConsumerRequests api={api} complaintId={5} />);
    await screen.findByText(OPEN.text);
    expect(screen.getByRole('heading', { name: R.heading })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: R.submit }));
    expect(posts).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(new RegExp(R.answerLabel)), {
      target: { value: 'Adjunto el extracto.' },
    });
    fireEvent.click(screen.getByRole('button', { name: R.submit }));
    await waitFor(() => expect(posts).toHaveLength(1));
    expect(posts[0]!.path).toBe('/complaint_detail/5/requests/2/answer/');
    expect(posts[0]!.body.get('text')).toBe('Adjunto el extracto.');
    await screen.findByText('Adjunto el extracto.');
    expect(screen.queryByRole('button', { name: R.submit })).toBeNull();
  });

  it('shows the server’s reason when the answer is refused, keeping the text', async () => {
    const { api } = fakeApi(
      () => [OPEN],
      () => ({
        ok: false,
        status: 400,
        reason: 'rejected',
        message: MESSAGES.genericError,
        data: {
          status_code: 400,
          message: { text: ['Esta solicitud ya fue respondida.'] },
          detail: 'Error en API',
        },
      }),
    );
    render(<ConsumerRequests api={api} complaintId={5} />);
    await screen.findByText(OPEN.text);
    const box = screen.getByLabelText(new RegExp(R.answerLabel)) as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: 'Mi respuesta' } });
    fireEvent.click(screen.getByRole('button', { name: R.submit }));
    expect((await screen.findByRole('alert')).textContent).toBe('Esta solicitud ya fue respondida.');
    expect(box.value).toBe('Mi respuesta');
  });

  it('shows nothing when the complaint has no requests', async () => {
    const { api } = fakeApi(
      () => [],
      () => ({ ok: true, status: 201, data: {} }),
    );
    const { container } = render(<ConsumerRequests api={api} complaintId={5} />);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(container.textContent).toBe('');
  });
});
