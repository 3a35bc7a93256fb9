import { fillPlaceholders, type TemplateValues } from '@sfc/core';
import { useApiRecord } from '../../../lib/server-state/index.js';
import { CASE_TEMPLATES_ENDPOINT, type ServerTemplate } from './case-file.js';

/** A template offered by the composer: from the caller's direction (`id` a number) or built in. */
export type CaseTemplate = Pick<ServerTemplate, 'name' | 'kind' | 'body'> & { id: number | string };

export type { TemplateValues };

/** The template kind each composer action takes. */
export const TEMPLATE_KIND: Record<string, ServerTemplate['kind']> = {
  note: 'note',
  ask_entity: 'entity_request',
  ask_consumer: 'consumer_request',
  close: 'closing',
  out_of_competence: 'closing',
  duplicate: 'closing',
  transfer: 'other',
};

/**
 * The templates a direction without its own starts with, in the authority's voice to the party
 * that reads them; the placeholders are the server's (case-work-api.md).
 */
export const BUILT_IN_TEMPLATES: readonly CaseTemplate[] = [
  {
    id: 'entity-documents',
    name: 'Requerimiento de soportes',
    kind: 'entity_request',
    body: 'Respecto de la queja {codigo} de {nombre_consumidor}, remitan los soportes de la respuesta dada al consumidor y la trazabilidad de la operación reclamada.',
  },
  {
    id: 'consumer-documents',
    name: 'Solicitud de documentos al consumidor',
    kind: 'consumer_request',
    body: 'Hola, {nombre_consumidor}: para continuar con tu queja {codigo} contra {entidad} necesitamos copia del extracto del mes de la operación.',
  },
  {
    id: 'closing-answered',
    name: 'Cierre por respuesta de fondo',
    kind: 'closing',
    body: 'Hola, {nombre_consumidor}: el {fecha} cerramos tu queja {codigo} porque {entidad} dio respuesta de fondo a tu solicitud.',
  },
];

/** The template's text with its placeholders filled; other braces stay as typed (core's rule). */
export const fillTemplate: (text: string, values: TemplateValues) => string = fillPlaceholders;

/**
 * The templates of the caller's direction for `kind`, or the built-in ones while the direction
 * has none (or the server does not serve them).
 */
export function useCaseTemplates(kind: ServerTemplate['kind'] | undefined): readonly CaseTemplate[] {
  const answer = useApiRecord<{ results: ServerTemplate[] }>(CASE_TEMPLATES_ENDPOINT);
  if (!kind) return [];
  const own = (answer.data?.results ?? []).filter((t) => t.kind === kind);
  return own.length > 0 ? own : BUILT_IN_TEMPLATES.filter((t) => t.kind === kind);
}
