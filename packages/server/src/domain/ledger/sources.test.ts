import { contentHash } from '@sfc/core/ledger/hashing';
import { describe, expect, it } from 'vitest';
import { LEDGER_SOURCES, sourceContent, sourceContentHash } from './sources.js';

describe('the server content hash', () => {
  it('is the bytes browsers and the offline script recompute with core', () => {
    const version = {
      id: 41,
      complaint_id: 7,
      version: 1,
      changed_at: '2026-11-28T08:15:02.5-05:00',
      actor_user_id: null,
      actor_kind: 'consumer',
      action: 'create',
      estado_from: null,
      estado_to: 1,
      changes: { texto_queja: { old: null, new: 'Cobro no autorizado en mi tarjeta: «señal» ñandú €' } },
      snapshot: {
        texto_queja: 'Párrafo uno.\n\nPárrafo dos, con acentos: áéíóú ü 😀',
        monto: 1500000.5,
        b: [1, 'a'],
      },
    };
    const file = {
      id: 9,
      storage_key: '2026/11/abc',
      original_name: 'extracto de cuenta – noviembre.pdf',
      size_bytes: 1024,
      content_type: 'application/pdf',
      sha256: 'ab'.repeat(32),
      complaint_id: 7,
      kind: 'complaint',
      type: null,
      state: null,
      uploaded_by: 3,
      created_at: '2026-11-28T13:15:02.123456+00:00',
    };
    for (const [source, row] of [
      [LEDGER_SOURCES.complaint_versions, version],
      [LEDGER_SOURCES.stored_files, file],
    ] as const) {
      const hash = sourceContentHash(source, row);
      expect(hash).toMatch(/^[0-9a-f]{64}$/);
      expect(hash).toBe(contentHash(sourceContent(source, row)));
    }
    expect(sourceContentHash(LEDGER_SOURCES.complaint_versions, { ...version, estado_to: 2 })).not.toBe(
      sourceContentHash(LEDGER_SOURCES.complaint_versions, version),
    );
  });
});
