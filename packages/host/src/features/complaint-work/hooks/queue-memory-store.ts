/**
 * What the queue remembers in this tab (sessionStorage) while the analyst works a case: the URL
 * of the view (view, filters, page, ordering), its scroll position and the codes of the page on
 * screen, so «Volver» lands where the analyst was and «Guardar y siguiente» knows what comes next.
 */
export interface QueueMemory {
  /** `pathname?search` of the queue as last shown. */
  url: string;
  /** The view's name as the bar shows it («Vencen hoy»). */
  viewLabel: string;
  scrollY: number;
  /** Codes of the rows of the page on screen, in order. */
  codes: string[];
  /** The query of that page (filters, ordering, page, page_size), to fetch the following page. */
  query: Record<string, string | number>;
}

const KEY = 'sfc.queue-memory';

/** The storage the queue writes to; `null` where there is none (tests without a DOM, private modes). */
function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The remembered queue, or `null` when there is none or it is unreadable. */
export function readQueueMemory(store: Storage | null = storage()): QueueMemory | null {
  const raw = store?.getItem(KEY);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<QueueMemory>;
    if (typeof value.url !== 'string' || !value.url.startsWith('/')) return null;
    return {
      url: value.url,
      viewLabel: typeof value.viewLabel === 'string' ? value.viewLabel : '',
      scrollY: typeof value.scrollY === 'number' && value.scrollY >= 0 ? value.scrollY : 0,
      codes: Array.isArray(value.codes) ? value.codes.filter((c): c is string => typeof c === 'string') : [],
      query: value.query && typeof value.query === 'object' ? value.query : {},
    };
  } catch {
    return null;
  }
}

/** Merges `patch` into the remembered queue. */
export function writeQueueMemory(patch: Partial<QueueMemory>, store: Storage | null = storage()): void {
  if (!store) return;
  const current = readQueueMemory(store);
  const next = { url: '', viewLabel: '', scrollY: 0, codes: [], query: {}, ...current, ...patch };
  try {
    store.setItem(KEY, JSON.stringify(next));
  } catch {
    // A full or blocked storage only costs the way back; the queue itself still works.
  }
}

/** The code after `code` among the remembered page's rows, or `null` when it is the last one. */
export function nextCodeOnPage(memory: QueueMemory | null, code: string): string | null {
  if (!memory) return null;
  const index = memory.codes.indexOf(code);
  return index >= 0 && index + 1 < memory.codes.length ? memory.codes[index + 1]! : null;
}
