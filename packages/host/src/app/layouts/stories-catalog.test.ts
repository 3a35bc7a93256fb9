/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';

// Every story file of the Storybook (.storybook/main.ts): the elements' and the portal's.
const modules: Record<string, Record<string, unknown>> = import.meta.glob(
  ['../../../../widgets/src/**/*.stories.{ts,tsx}', '../../**/*.stories.{ts,tsx}'],
  { eager: true },
);
// The Storybook's own settings (outside this package, so read the way Storybook reads them).
const previewModule: Record<string, { default: { tags?: string[] } }> = import.meta.glob(
  '../../../../../.storybook/preview.ts',
  { eager: true },
);
const preview = Object.values(previewModule)[0]?.default ?? {};

const files = Object.entries(modules).map(([path, module]) => ({
  path,
  title: (module.default as { title?: string }).title ?? '',
  stories: Object.entries(module).filter(([name]) => name !== 'default' && name !== '__namedExportsOrder'),
}));

describe('the Storybook catalogue, as designers search it', () => {
  it('has the portal’s and the elements’ story files', () => {
    expect(files.length).toBeGreaterThanOrEqual(30);
  });

  it.each(files.map((file) => [file.path, file.title] as const))(
    '%s is titled in Spanish: %s',
    (_path, title) => {
      const shown = title.split('/').at(-1) ?? '';
      // «Campana de alertas (sfc-alerts-bell)», not «AlertsBell» nor a bare tag name.
      expect(shown).toMatch(/^[A-ZÁÉÍÓÚÑ][a-záéíóúñ.]*( |$)/);
      expect(shown).not.toMatch(/^[A-Z][a-z]+[A-Z]/);
    },
  );

  it.each(files.map((file) => [file.path, file.stories] as const))(
    'every story of %s has a Spanish name',
    (_path, stories) => {
      for (const [exportName, story] of stories) {
        const name = (story as { name?: string }).name;
        expect(name, exportName).toBeTypeOf('string');
        expect(name, exportName).not.toBe(exportName);
      }
    },
  );

  it('gives every component a docs page', () => {
    expect(preview.tags).toContain('autodocs');
  });

  it('has the layout pieces, the consumer’s screens and the element states', () => {
    const titled = (title: string) =>
      files.find((file) => file.title === title)?.stories.map(([name]) => name) ?? [];
    expect(titled('Portal/Diseño de la página')).toEqual(
      expect.arrayContaining([
        'BarraGovCo',
        'EncabezadoConsumidor',
        'MenuEnCelular',
        'MigaDePan',
        'PieDePagina',
        'ResumenDeErrores',
        'InicioDelConsumidor',
      ]),
    );
    expect(titled('Elementos/Formulario de queja (sfc-complaint-form)')).toEqual(
      expect.arrayContaining(['SignedOut', 'SecondFactor', 'Filed']),
    );
    expect(titled('Elementos/Seguimiento de quejas (sfc-complaint-tracking)')).toEqual(
      expect.arrayContaining(['Replica', 'Escalate', 'DesistDialog']),
    );
    expect(titled('Elementos/Campana de alertas (sfc-alerts-bell)')).toContain('OnAPhone');
    expect(titled('Portal/Consumidor/Pantallas del consumidor')).toEqual(
      expect.arrayContaining(['Registro', 'SoporteTecnico', 'ConstanciaDeRadicacion']),
    );
  });
});
