import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { attributeName, parseAttribute, type PropKind } from './attributes.js';
import { WIDGETS_VERSION } from './version.js';

describe('attributeName', () => {
  it.each([
    ['apiBase', 'api-base'],
    ['label', 'label'],
    ['noPersist', 'no-persist'],
    ['pageSizeMax', 'page-size-max'],
  ])('%s ↔ %s', (property, attribute) => {
    expect(attributeName(property)).toBe(attribute);
  });
});

describe('parseAttribute', () => {
  const rows: Array<[PropKind, string | null, unknown]> = [
    ['boolean', '', true],
    ['boolean', 'disabled', true],
    ['boolean', 'false', true], // HTML semantics: presence is true
    ['boolean', null, false],
    ['string', '', ''],
    ['string', 'https://api.example/', 'https://api.example/'],
    ['string', null, undefined],
    ['number', '7', 7],
    ['number', '', undefined],
    ['number', 'siete', undefined],
    ['number', null, undefined],
    ['json', '{"a":[1]}', { a: [1] }],
    ['json', '{bad', undefined],
  ];
  it.each(rows)('%s attribute %j → %j', (kind, value, expected) => {
    expect(parseAttribute(kind, value)).toEqual(expected);
  });
});

describe('WIDGETS_VERSION', () => {
  it('matches the widgets package version', () => {
    const pkg = JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8')) as {
      version: string;
    };
    expect(WIDGETS_VERSION).toBe(pkg.version);
  });
});
