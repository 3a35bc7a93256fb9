import { LABELS } from '../messages/index.js';

/**
 * The breadcrumb of a page: LABELS.breadcrumbRoot ("Inicio") followed by the page's labels,
 * trimmed, with empty labels dropped and a leading "Inicio" the caller already added not repeated.
 */
export function buildBreadcrumb(labels: readonly string[]): string[] {
  const rest = labels.map((label) => label.trim()).filter((label) => label !== '');
  if (rest[0] === LABELS.breadcrumbRoot) rest.shift();
  return [LABELS.breadcrumbRoot, ...rest];
}
