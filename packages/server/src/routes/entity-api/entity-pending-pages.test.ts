import { LIMITS } from '@sfc/core';
import { beforeAll, beforeEach, expect, it } from 'vitest';
import { TEST_HOST, describeOnPostgres } from '../../../test/harness.js';
import { cloneComplaints } from '../../../test/bulk-complaints.js';
import { consumer, type TestAccount } from '../complaints/complaint-test-kit.js';
import {
  asEntity,
  entityClient,
  pathOf,
  portalComplaint,
  resetEntityThrottles,
  type EntityClient,
} from './entity-test-kit.js';

const HOUR = 60 * 60 * 1000;

interface ListBody {
  count: number;
  next: string | null;
  previous: string | null;
  results: { codigo_queja: string }[];
  pages: number;
  current_page: number;
}

// Each test calls as an entity of its own, so the lists do not mix.
const KEYSET = { tipo_entidad: 1, entidad_cod: '1' };
const DEEP = { tipo_entidad: 1, entidad_cod: '2' };
const STALE = { tipo_entidad: 1, entidad_cod: '6' };

describeOnPostgres('entity API: pages of the pending list (cursor in next, deep pages)', (ctx) => {
  let owner: TestAccount;
  beforeAll(async () => {
    owner = await consumer(ctx);
  });
  beforeEach(() => resetEntityThrottles(ctx));

  const get = async (client: EntityClient, url: string, signedPayload?: string) => {
    const res = await asEntity(ctx, client, { url, ...(signedPayload ? { signedPayload } : {}) });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ListBody;
  };
  const follow = (client: EntityClient, next: string) => get(client, pathOf(next), next);
  const codes = (body: ListBody) => body.results.map((r) => r.codigo_queja);
  const ack = async (client: EntityClient, pqrs: string[]) => {
    const res = await asEntity(ctx, client, { method: 'POST', url: '/api/complaint/ack', body: { pqrs } });
    expect(res.json().pqrs_error).toEqual([]);
  };
  /** `n` complaints against `ref`, an hour apart, oldest first: their codes. */
  const filed = async (ref: typeof KEYSET, n: number) => {
    const base = Date.now() - (n + 1) * HOUR;
    const out: string[] = [];
    for (let i = 0; i < n; i += 1) {
      out.push((await portalComplaint(ctx, owner.id, ref, {}, new Date(base + i * HOUR))).codigo_queja);
    }
    return out;
  };

  it('a client that acknowledges each page before following next misses no complaint; ?page=N alone still counts from the start', async () => {
    const client = await entityClient(ctx, KEYSET);
    const all = await filed(KEYSET, 5);

    const page1 = await get(client, '/api/queja/?page_size=2');
    expect(codes(page1)).toEqual(all.slice(0, 2));
    await ack(client, codes(page1));

    // Without the cursor, page 2 is rows 3–4 of what is pending now: the fifth complaint only.
    const plain = await get(client, '/api/queja/?page_size=2&page=2');
    expect(plain).toMatchObject({ count: 3, pages: 2, current_page: 2, next: null });
    expect(codes(plain)).toEqual([all[4]]);

    // Following next, page 2 starts right after page 1's last complaint.
    const page2 = await follow(client, page1.next!);
    expect(codes(page2)).toEqual(all.slice(2, 4));
    expect(page2).toMatchObject({ count: 3, current_page: 2, pages: 3 });
    expect(page2.previous).toBe(`http://${TEST_HOST}/api/queja/?page_size=2`);
    await ack(client, codes(page2));
    const page3 = await follow(client, page2.next!);
    expect(codes(page3)).toEqual([all[4]]);
    expect(page3).toMatchObject({ count: 1, current_page: 3, next: null });
    expect(page3.previous).toBe(`http://${TEST_HOST}/api/queja/?page_size=2&page=2`);
  });

  it('a cursor for another page or size, or not one the server made, is ignored: the page counts from the start', async () => {
    const client = await entityClient(ctx, STALE);
    const all = await filed(STALE, 4);
    const page1 = await get(client, '/api/queja/?page_size=2');
    const cursor = new URL(page1.next!).searchParams.get('cursor')!;
    expect(codes(await get(client, `/api/queja/?page_size=2&page=2&cursor=${cursor}`))).toEqual(all.slice(2));
    for (const url of [
      `/api/queja/?page_size=1&page=2&cursor=${cursor}`,
      `/api/queja/?page_size=1&page=3&cursor=${cursor}`,
      '/api/queja/?page_size=1&page=2&cursor=x.y.z',
      '/api/queja/?page_size=1&page=2&cursor=1.2.99999999999',
    ]) {
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      expect(codes(await get(client, url)), url).toEqual([all[page - 1]]);
    }
    const res = await asEntity(ctx, client, { url: `/api/queja/?page_size=2&page=3&cursor=${cursor}` });
    expect(res.statusCode).toBe(404);
  });

  it('a deep page asked by number equals the same rows of the whole list, and follows acknowledgements, deliveries past the window and new filings', async () => {
    const client = await entityClient(ctx, DEEP);
    const size = LIMITS.entityPageSize;
    // 2.5 pages of complaints filed at the same instant (order by id among them) after one older one.
    const [first] = await filed(DEEP, 1);
    const template = await portalComplaint(ctx, owner.id, DEEP);
    await cloneComplaints(ctx.db, template.id, Math.floor(size * 2.5) - 2);
    const whole = async () => codes(await get(client, '/api/queja/?page_size=1000'));
    const expectPages = async () => {
      const list = await whole();
      for (const page of [2, 3]) {
        const body = await get(client, `/api/queja/?page=${page}`);
        expect(body.count).toBe(list.length);
        expect(codes(body), `page ${page}`).toEqual(list.slice((page - 1) * size, page * size));
        const small = await get(client, `/api/queja/?page_size=7&page=${page + 8}`);
        expect(codes(small), `page ${page + 8} of 7`).toEqual(list.slice((page + 7) * 7, (page + 8) * 7));
      }
      return list;
    };
    let list = await expectPages();
    expect(list[0]).toBe(first);
    expect(list).toHaveLength(Math.floor(size * 2.5));

    // One complaint of the first page acknowledged: every later page moves up by one.
    const acknowledged = list[3]!;
    await ack(client, [acknowledged]);
    list = await expectPages();
    expect(list).not.toContain(acknowledged);

    // One delivered more than the window ago (before the job records it) leaves the list too.
    await ctx.db.query('UPDATE complaints SET entity_first_seen_at = $2 WHERE codigo_queja = $1', [
      list[10],
      new Date(Date.now() - (LIMITS.entityAckWindowHours + 1) * HOUR),
    ]);
    const gone = list[10];
    list = await expectPages();
    expect(list).not.toContain(gone);

    // A complaint filed before all the others comes first.
    const earliest = await portalComplaint(ctx, owner.id, DEEP, {}, new Date(Date.now() - 1000 * HOUR));
    list = await expectPages();
    expect(list[0]).toBe(earliest.codigo_queja);
  });
});
