import { describe, expect, it } from 'vitest';
import { ELEMENT_COMPLAINT_LINKS as LINKS, viewOf } from './element-views.js';

const c = { id: 12, codigo_queja: '17202600012', estado_cod: 2, annexes_size: 2048 };

describe("the tracking element's own links", () => {
  it.each([
    [LINKS.tracking, { kind: 'list' }],
    [LINKS.detail(c), { kind: 'detail', complaintId: '12' }],
    [LINKS.annexes(c), { kind: 'annexes', complaintId: '12', existingBytes: 2048 }],
    [LINKS.replica(c), { kind: 'replica', complaintId: '12' }],
    [LINKS.escalate(c), { kind: 'escalate', complaintId: '12' }],
    [LINKS.rate(c), { kind: 'rate', complaintId: '17202600012' }],
  ])('%s opens %j', (href, view) => {
    expect(viewOf(href)).toEqual(view);
  });

  it('counts no attachments when the complaint has none', () => {
    expect(viewOf(LINKS.annexes({ ...c, annexes_size: undefined }))).toEqual({
      kind: 'annexes',
      complaintId: '12',
      existingBytes: 0,
    });
  });

  it.each(['/customer/complaint/tracking', '#otra-cosa', '#sfc-quejas/12/borrar', ''])(
    'leaves %j alone',
    (href) => {
      expect(viewOf(href)).toBeNull();
    },
  );
});
