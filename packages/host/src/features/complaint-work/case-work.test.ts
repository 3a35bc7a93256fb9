import { describe, expect, it } from 'vitest';
import { viewFilters } from './api/case-views.js';
import { BUILT_IN_TEMPLATES, fillTemplate } from './api/case-templates.js';
import { actionsFor, requestFor } from './components/case-composer.js';
import { nextCodeOnPage, readQueueMemory, writeQueueMemory } from './hooks/queue-memory-store.js';
import type { CaseFile } from './api/case-file.js';
import { entityLabel } from './api/use-entity-choices.js';

/** An in-memory Storage. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('views of the queue', () => {
  const context = { userId: 12, today: '2026-11-27' };
  it.each([
    ['mine', [{ column: 'analyst', operator: 'equals', value: 12 }]],
    ['unassigned', [{ column: 'analyst', operator: 'empty' }]],
    ['due_today', [{ column: 'due_day', operator: 'equals', value: '2026-11-27' }]],
    ['overdue', [{ column: 'deadline_status', operator: 'equals', value: 'overdue' }]],
    ['waiting_entity', [{ column: 'waiting_on', operator: 'equals', value: 'entity' }]],
    ['waiting_consumer', [{ column: 'waiting_on', operator: 'equals', value: 'consumer' }]],
    ['all', []],
  ] as const)('«%s» is the filter of the server’s predefined view', (key, filters) => {
    expect(viewFilters(key, context)).toEqual(filters);
  });

  it('«Mis quejas» has no filter without a signed-in user', () => {
    expect(viewFilters('mine', { userId: null, today: '2026-11-27' })).toBeNull();
  });
});

describe('templates', () => {
  it('fills every placeholder and leaves other braces as typed', () => {
    const text = fillTemplate(
      '{nombre_consumidor} {codigo} {entidad} {fecha} {fecha_radicacion} {fecha_vencimiento} {analista} {otra}',
      {
        nombre_consumidor: 'Mariana Córdoba',
        codigo: '1-7-2026-000005',
        entidad: 'Bancolombia S.A.',
        fecha: '11/27/2026',
        fecha_radicacion: '11/02/2026',
        fecha_vencimiento: '11/24/2026',
        analista: 'Ana Gómez',
      },
    );
    expect(text).toBe(
      'Mariana Córdoba 1-7-2026-000005 Bancolombia S.A. 11/27/2026 11/02/2026 11/24/2026 Ana Gómez {otra}',
    );
  });

  it('built-in templates use only the server’s placeholders', () => {
    const known =
      /\{(nombre_consumidor|codigo|entidad|fecha|fecha_radicacion|fecha_vencimiento|analista)\}/gu;
    for (const t of BUILT_IN_TEMPLATES) expect(t.body.replace(known, '')).not.toMatch(/\{[^}]*\}/u);
  });
});

describe('queue memory', () => {
  it('keeps the view’s URL, page codes and scroll, and knows the next code', () => {
    const store = memoryStorage();
    writeQueueMemory(
      {
        url: '/dashboard/complaints/management?view=due_today&page=2',
        viewLabel: 'Vencen hoy',
        codes: ['A', 'B', 'C'],
      },
      store,
    );
    writeQueueMemory({ scrollY: 640 }, store);
    const memory = readQueueMemory(store);
    expect(memory).toMatchObject({
      url: '/dashboard/complaints/management?view=due_today&page=2',
      scrollY: 640,
    });
    expect(nextCodeOnPage(memory, 'A')).toBe('B');
    expect(nextCodeOnPage(memory, 'C')).toBeNull();
    expect(nextCodeOnPage(memory, 'Z')).toBeNull();
  });

  it('ignores unreadable or foreign entries', () => {
    const store = memoryStorage();
    store.setItem('sfc.queue-memory', '{not json');
    expect(readQueueMemory(store)).toBeNull();
    store.setItem('sfc.queue-memory', JSON.stringify({ url: 'https://evil.example/' }));
    expect(readQueueMemory(store)).toBeNull();
  });
});

describe('composer', () => {
  const open = {
    internal: true,
    deadline: { status: 'due_soon', suspended: false },
    case: { fecha_cierre: null, closing: null, state: { id: 2, name: 'Abierta / en trámite' } },
  } as unknown as CaseFile;

  it('offers every action on a running complaint and only a note (or undoing a duplicate) once closed', () => {
    expect(actionsFor(open)).toEqual([
      'note',
      'ask_entity',
      'ask_consumer',
      'transfer',
      'close',
      'duplicate',
      'out_of_competence',
      'suspend',
      'assign',
    ]);
    const received = { ...open, case: { ...open.case, state: { id: 1, name: 'Recibida' } } } as CaseFile;
    expect(actionsFor(received).slice(0, 2)).toEqual(['note', 'acknowledge']);
    const escalated = {
      ...open,
      case: { ...open.case, state: { id: 7, name: 'Escalada al DCF' } },
    } as CaseFile;
    expect(actionsFor(escalated)).toEqual(['note']);
    const duplicate = {
      ...open,
      deadline: { status: 'answered', suspended: false },
      case: { fecha_cierre: '2026-11-27T10:00:00Z', closing: { kind: 'duplicate' } },
    } as unknown as CaseFile;
    expect(actionsFor(duplicate)).toEqual(['note', 'undo_duplicate']);
  });

  const values = {
    action: 'ask_entity',
    text: ' Envíe el extracto. ',
    term_days: '5',
    entity: '9',
    duplicate_of: ' 1-7-2026-000001 ',
    direction: null,
    analyst: '12',
  };
  it.each([
    ['ask_entity', '/case_work/complaints/5/entity_requests/', { text: 'Envíe el extracto.', term_days: 5 }],
    ['ask_consumer', '/case_work/complaints/5/consumer_requests/', { text: 'Envíe el extracto.' }],
    ['transfer', '/case_work/complaints/5/transfer/', { entity: 9, reason: 'Envíe el extracto.' }],
    ['close', '/case_work/complaints/5/close/', { reason: 'Motivo', message: 'Envíe el extracto.' }],
    [
      'duplicate',
      '/case_work/complaints/5/close_duplicate/',
      { duplicate_of: '1-7-2026-000001', reason: 'Motivo', message: 'Envíe el extracto.' },
    ],
    ['assign', '/case_work/complaints/5/assign/', { analyst: 12 }],
    ['note', '/complaint_management/', { action: 'note', ids: [5], text: 'Envíe el extracto.' }],
    [
      'acknowledge',
      '/complaint_management/',
      { action: 'change_state', ids: [5], estado_cod: 2, reason: 'Envíe el extracto.' },
    ],
  ] as const)('«%s» sends the contract’s request', (action, path, body) => {
    expect(requestFor(5, action, values, 'Motivo')).toEqual({ method: 'POST', path, body });
  });
});

describe('entity labels', () => {
  const types = new Map([
    [14, 'Compañías de seguros de vida'],
    [13, 'Compañías de seguros generales'],
  ]);
  it('tells apart entities of the same name by type and code', () => {
    expect(entityLabel({ name: 'SURA', tipo_entidad: 14, entidad_cod: '25' }, types)).toBe(
      'SURA — Compañías de seguros de vida (14-25)',
    );
    expect(entityLabel({ name: 'SURA', tipo_entidad: 13, entidad_cod: '30' }, types)).toBe(
      'SURA — Compañías de seguros generales (13-30)',
    );
  });
  it('shows the name alone when the server sends no type or code', () => {
    expect(entityLabel({ name: 'SURA' }, types)).toBe('SURA');
  });
});
