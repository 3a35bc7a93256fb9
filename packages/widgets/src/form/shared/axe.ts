import axe from 'axe-core';

/**
 * Test helper: axe-core's serious and critical violations inside `root`, as "rule: target"
 * lines. Colour contrast is left to the browser tests: happy-dom computes no layout or colours.
 */
export async function seriousViolations(root: Element): Promise<string[]> {
  const result = await axe.run(root, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}
