import { describe, expect, it } from 'vitest';

describe('form index', () => {
  // "No side effects at import": importing the library touches neither the page nor its styles.
  it('imports without touching the document', async () => {
    const before = document.documentElement.outerHTML;
    const sheets = document.adoptedStyleSheets.length;
    const form = await import('./index.js');
    expect(typeof form.TextField).toBe('function');
    expect(document.documentElement.outerHTML).toBe(before);
    expect(document.adoptedStyleSheets.length).toBe(sheets);
  });
});
