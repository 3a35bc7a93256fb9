import { describe, expect, it } from 'vitest';
import { act } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import { CheckboxGroup } from '../checkbox-group/checkbox-group.js';
import { TextField } from '../text-field/text-field.js';
import { textFieldStyles } from '../text-field/text-field.styles.js';

const cssOf = (root: Document | ShadowRoot) =>
  root.adoptedStyleSheets
    .map((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n'))
    .join('\n');

describe('useStyles', () => {
  it('puts a field’s styles in the shadow root it renders in, and not in the page', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const root = createRoot(mount);
    await act(async () => root.render(<TextField label="Nombre" />));
    expect(cssOf(shadow)).toContain('.sfc-text-field__row');
    expect(cssOf(shadow)).toContain('.sfc-field__required');
    expect(cssOf(document)).not.toContain('.sfc-text-field__row');
    // Two fields in the same root share the sheet instead of adding it again.
    const count = shadow.adoptedStyleSheets.length;
    await act(async () =>
      root.render(
        <>
          <TextField label="Nombre" />
          <TextField label="Apellido" />
        </>,
      ),
    );
    expect(shadow.adoptedStyleSheets.length).toBe(count);
    expect(textFieldStyles).toContain('.sfc-text-field__row');
    act(() => root.unmount());
    host.remove();
  });

  it('styles a checkbox group without its "Todo" option too', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const mount = document.createElement('div');
    shadow.append(mount);
    const root = createRoot(mount);
    await act(async () =>
      root.render(
        <CheckboxGroup label="Términos" showAll={false} options={[{ value: 1, label: 'Acepto' }]} />,
      ),
    );
    expect(cssOf(shadow)).toContain('.sfc-checkbox-group');
    act(() => root.unmount());
    host.remove();
  });
});
