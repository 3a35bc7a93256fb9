import { useApiRecord } from '../../../lib/server-state/index.js';
import { CASE_TEMPLATES_ENDPOINT, type ServerTemplate } from './case-file.js';

/** `GET /case_work/templates/directions/`: the caller's direction and those whose templates they manage. */
export const TEMPLATE_DIRECTIONS_ENDPOINT = `${CASE_TEMPLATES_ENDPOINT}directions/`;

/** A direction as the template screen lists it. */
export interface TemplateDirection {
  id: number;
  name: string;
}

/** The answer of {@link TEMPLATE_DIRECTIONS_ENDPOINT}. */
export interface TemplateDirections {
  own: TemplateDirection | null;
  managed: TemplateDirection[];
}

/** The caller's direction and the directions whose templates they manage. */
export function useTemplateDirections() {
  return useApiRecord<TemplateDirections>(TEMPLATE_DIRECTIONS_ENDPOINT);
}

/** The path listing every template of `direction`, the inactive ones too. */
export const directionTemplatesPath = (direction: number) =>
  `${CASE_TEMPLATES_ENDPOINT}?direction=${direction}&include_inactive=true`;

/** Every template of `direction` (off while it is null), active first. */
export function useDirectionTemplates(direction: number | null) {
  return useApiRecord<{ results: ServerTemplate[] }>(
    direction === null ? null : directionTemplatesPath(direction),
  );
}
