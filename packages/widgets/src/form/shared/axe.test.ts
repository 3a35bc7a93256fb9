import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe.js';

describe('seriousViolations', () => {
  // Guards the other tests: an empty list must mean "checked and clean", not "axe saw nothing".
  it('reports an input without a label under happy-dom', async () => {
    const root = document.createElement('div');
    root.innerHTML = '<input type="text">';
    document.body.append(root);
    expect(await seriousViolations(root)).toEqual(['label: input']);
    root.remove();
  });
});
