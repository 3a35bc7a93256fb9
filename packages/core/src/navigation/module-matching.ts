import { LABELS } from '../messages/index.js';

/** A module assigned to the user's role (portal-spec §3). */
export interface NavigationModule {
  readonly id: number;
  readonly name: string;
}

/**
 * The form in which module names and breadcrumb labels are compared: Unicode-normalised,
 * accents (combining marks) removed, lower-cased, trimmed, inner whitespace collapsed to one space.
 * So "Gestión de Quejas " and "gestion de  quejas" are the same label.
 */
export function normalizeModuleLabel(label: string): string {
  return label.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/gu, ' ').trim();
}

/**
 * The first of the user's modules whose name equals one of the breadcrumb labels of the route
 * being opened, compared with {@link normalizeModuleLabel}; `undefined` when none does.
 *
 * Equality, not substring: a module "Usuarios" must not open a page labelled "Usuarios EV".
 * Labels that normalise to the empty string never match, and the breadcrumb root
 * (LABELS.breadcrumbRoot, "Inicio") is ignored because it heads every breadcrumb and would
 * otherwise let a module of that name open every route. See docs/decisions/0002-module-matching.md.
 */
export function findRouteModule<M extends NavigationModule>(
  modules: readonly M[],
  breadcrumbLabels: readonly string[],
): M | undefined {
  const root = normalizeModuleLabel(LABELS.breadcrumbRoot);
  const labels = new Set(
    breadcrumbLabels.map(normalizeModuleLabel).filter((label) => label !== '' && label !== root),
  );
  return modules.find((module) => labels.has(normalizeModuleLabel(module.name)));
}
