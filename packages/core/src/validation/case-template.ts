/**
 * The placeholders of the case workspace's message templates (packages/server/docs/case-work-api.md,
 * "Templates per direction"): which exist, what each one becomes, and the replacement itself. The
 * server renders and checks templates with these; the template screen explains and previews them.
 */

/** One placeholder: its `{name}`, what it is replaced with and an example value for previews. */
export interface TemplatePlaceholder {
  name: string;
  label: string;
  example: string;
}

/** Every placeholder a template may use, in the order the template screen explains them. */
export const TEMPLATE_PLACEHOLDERS = [
  { name: 'nombre_consumidor', label: 'Nombre del consumidor', example: 'Mariana Córdoba Ruiz' },
  { name: 'codigo', label: 'Código de la queja', example: '1-7-2026-000123' },
  {
    name: 'entidad',
    label: 'Entidad vigilada de la queja',
    example: 'Bancolombia',
  },
  { name: 'fecha', label: 'Fecha de hoy (MM/DD/AAAA)', example: '11/27/2026' },
  { name: 'fecha_radicacion', label: 'Fecha de radicación de la queja (MM/DD/AAAA)', example: '11/03/2026' },
  {
    name: 'fecha_vencimiento',
    label: 'Fecha de vencimiento del término legal (MM/DD/AAAA)',
    example: '11/25/2026',
  },
  { name: 'analista', label: 'Nombre de quien envía el mensaje', example: 'Ana Gómez' },
] as const satisfies readonly TemplatePlaceholder[];

/** A placeholder's name. */
export type TemplatePlaceholderName = (typeof TEMPLATE_PLACEHOLDERS)[number]['name'];

/** The values that fill a template. */
export type TemplateValues = Record<TemplatePlaceholderName, string>;

const TOKEN = /\{([a-z_]+)\}/g;
const KNOWN: ReadonlySet<string> = new Set(TEMPLATE_PLACEHOLDERS.map((p) => p.name));

/** The `{name}` tokens of `body` that are not placeholders, in order of appearance, once each. */
export function unknownPlaceholders(body: string): string[] {
  const unknown: string[] = [];
  for (const [, name] of body.matchAll(TOKEN)) {
    if (!KNOWN.has(name!) && !unknown.includes(name!)) unknown.push(name!);
  }
  return unknown;
}

/** `body` with each placeholder replaced by its value; any other text, braces included, is kept. */
export function fillPlaceholders(body: string, values: TemplateValues): string {
  return body.replace(TOKEN, (token, name: string) =>
    KNOWN.has(name) ? values[name as TemplatePlaceholderName] : token,
  );
}

/** The example values of every placeholder (the template screen's preview). */
export const TEMPLATE_EXAMPLE_VALUES = Object.fromEntries(
  TEMPLATE_PLACEHOLDERS.map((p) => [p.name, p.example]),
) as TemplateValues;
