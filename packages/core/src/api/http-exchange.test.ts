import { describe, expect, it } from 'vitest';
import { httpExchange, parseJsonText, type ExchangeRequest, type FetchLike } from './http-exchange.js';

describe('parseJsonText', () => {
  it.each([
    ['{"a": [1, "b"]}', { a: [1, 'b'] }],
    ['"texto"', 'texto'],
    ['42', 42],
    ['', ''],
    ['<html>Bad gateway</html>', '<html>Bad gateway</html>'],
  ])('reads %j', (text, value) => {
    expect(parseJsonText(text)).toEqual(value);
  });

  it('drops keys that could reach a prototype', () => {
    const value = parseJsonText(
      '{"__proto__": {"polluted": true}, "constructor": {"prototype": {"x": 1}}, "ok": 1}',
    ) as Record<string, unknown>;
    expect(Object.keys(value)).toEqual(['ok']);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

// The platform's fetch classes (core compiles without DOM or Node types).
const web = globalThis as unknown as {
  Response: new (body: string | null, init: { status: number }) => Awaited<ReturnType<FetchLike>>;
  Headers: new (init: unknown) => { get(name: string): string | null };
};

/** A fetch that answers `status` with `text` (a real `Response`) and records what it was asked. */
function fakeFetch(status: number, text: string) {
  const calls: Array<[string, ExchangeRequest]> = [];
  const fetchImpl: FetchLike = async (url, init) => {
    calls.push([url, init]);
    return new web.Response([101, 204, 205, 304].includes(status) ? null : text, { status });
  };
  return { fetchImpl, calls };
}

describe('httpExchange', () => {
  const request: ExchangeRequest = { method: 'POST', headers: { Accept: 'application/json' }, body: '{}' };

  it('sends the request as given and reads any status with its JSON body', async () => {
    const { fetchImpl, calls } = fakeFetch(400, '{"message": {"otp": ["Código inválido"]}}');
    const answer = await httpExchange('https://portal.example/api/x/', request, 'json', fetchImpl);
    expect(answer).toEqual({ status: 400, data: { message: { otp: ['Código inválido'] } } });
    expect(calls).toHaveLength(1);
    const [url, sent] = calls[0]!;
    expect(url).toBe('https://portal.example/api/x/');
    expect(sent).toMatchObject({ method: 'POST', body: '{}' });
    expect(new web.Headers(sent.headers).get('accept')).toBe('application/json');
  });

  it('reads no body for a status that has none', async () => {
    const { fetchImpl } = fakeFetch(204, 'ignored');
    expect(await httpExchange('https://portal.example/api/x/', request, 'json', fetchImpl)).toEqual({
      status: 204,
      data: undefined,
    });
  });

  it('reads the body as text or a blob when asked', async () => {
    const { fetchImpl } = fakeFetch(200, '{"a": 1}');
    expect((await httpExchange('u', request, 'text', fetchImpl)).data).toBe('{"a": 1}');
    const blob = (await httpExchange('u', request, 'blob', fetchImpl)).data as { text(): Promise<string> };
    expect(await blob.text()).toBe('{"a": 1}');
  });

  it('rejects when no answer arrives, as fetch does', async () => {
    const failing: FetchLike = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(httpExchange('u', request, 'json', failing)).rejects.toThrow('Failed to fetch');
  });
});
