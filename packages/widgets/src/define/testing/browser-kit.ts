import axe from 'axe-core';

/**
 * Small assertion and fixture kit for *.browser.test.ts files (mocha globals, no chai or
 * @open-wc/testing here). Failures throw `AssertionError` with both values in the message.
 */
export class AssertionError extends Error {
  override name = 'AssertionError';
}

/** Throws unless `condition` is truthy. */
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new AssertionError(message);
}

function isPlainData(value: unknown): boolean {
  return (
    Array.isArray(value) ||
    (typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype)
  );
}

function show(value: unknown): string {
  return isPlainData(value) || typeof value !== 'object' || value === null
    ? JSON.stringify(value)
    : String(value);
}

/**
 * Throws unless `actual` and `expected` are equal: JSON equality for plain objects and arrays,
 * `Object.is` for anything else (so elements compare by identity).
 */
export function assertEqual<T>(actual: T, expected: T, message = 'values differ'): void {
  const same = isPlainData(expected)
    ? isPlainData(actual) && JSON.stringify(actual) === JSON.stringify(expected)
    : Object.is(actual, expected);
  if (!same) throw new AssertionError(`${message}: expected ${show(expected)}, got ${show(actual)}`);
}

/** Resolves after the next animation frame (a render and style pass). */
export function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

/** Polls `check` once per frame until it returns truthy; fails with `message` after `timeoutMs`. */
export async function waitFor<T>(check: () => T, message: string, timeoutMs = 3000): Promise<NonNullable<T>> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value) return value as NonNullable<T>;
    if (performance.now() > deadline) throw new AssertionError(`timed out waiting for: ${message}`);
    await nextFrame();
  }
}

const fixtures: HTMLElement[] = [];

/**
 * Puts `markup` in a fresh `<div>` in the body and returns its first element, after Lit's
 * `updateComplete` when it has one. Remove everything with {@link cleanupFixtures}.
 */
export async function fixture<T extends Element>(markup: string): Promise<T> {
  const wrapper = document.createElement('div');
  wrapper.innerHTML = markup;
  document.body.append(wrapper);
  fixtures.push(wrapper);
  const element = wrapper.firstElementChild as T;
  const pending = (element as unknown as { updateComplete?: Promise<unknown> }).updateComplete;
  if (pending) await pending;
  return element;
}

/** Removes every fixture and every `<style data-test>` a test added to the page. */
export function cleanupFixtures(): void {
  for (const wrapper of fixtures.splice(0)) wrapper.remove();
  for (const style of document.querySelectorAll('style[data-test]')) style.remove();
}

/** Adds page-level CSS (removed by {@link cleanupFixtures}). */
export function addPageStyle(css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.dataset.test = '';
  style.textContent = css;
  document.head.append(style);
  return style;
}

/** axe-core's serious and critical violations inside `context`, as "rule: target" lines. */
export async function seriousAxeViolations(context: Element): Promise<string[]> {
  const result = await axe.run(context, { resultTypes: ['violations'] });
  return result.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${JSON.stringify(node.target)} ${violation.help}`),
    );
}

/** Fails when axe-core finds a serious or critical violation inside `context`. */
export async function assertAxeClean(context: Element): Promise<void> {
  const violations = await seriousAxeViolations(context);
  assert(violations.length === 0, `axe found serious/critical violations:\n${violations.join('\n')}`);
}

/** Records `console.warn` calls until `restore()` is called. */
export function spyOnWarn(): { calls: unknown[][]; restore: () => void } {
  const original = console.warn;
  const calls: unknown[][] = [];
  console.warn = (...args: unknown[]) => {
    calls.push(args);
  };
  return { calls, restore: () => void (console.warn = original) };
}
