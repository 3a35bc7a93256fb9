import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MANIFEST_FILE, generateManifest, manifestText } from '../scripts/manifest.mjs';

// The Custom Elements Manifest is what a CMS developer (and their editor) reads to use the
// elements: generated from the doc comments, it must list every element with what it accepts.
const REACT_ELEMENTS = [
  'sfc-alerts-bell',
  'sfc-complaint-form',
  'sfc-complaint-tracking',
  'sfc-public-statistics',
  'sfc-report-viewer',
];
const ALL_ELEMENTS = ['sfc-accessibility-bar', ...REACT_ELEMENTS].sort();

interface Declaration {
  customElement?: boolean;
  tagName?: string;
  summary?: string;
  description?: string;
  attributes?: { name: string; description?: string }[];
  events?: { name: string; description?: string }[];
}

const elements = generateManifest().modules.flatMap((module) =>
  ((module.declarations ?? []) as Declaration[]).filter((declaration) => declaration.customElement),
);
const byTag = new Map(elements.map((element) => [element.tagName, element]));

describe('custom elements manifest', () => {
  it('the committed custom-elements.json is what the doc comments say (npm run manifest -w @sfc/widgets)', () => {
    expect(readFileSync(MANIFEST_FILE, 'utf8')).toBe(manifestText());
  });

  it('lists the five elements, each once', () => {
    expect(elements.map((element) => element.tagName).sort()).toEqual(ALL_ELEMENTS);
  });

  it.each(ALL_ELEMENTS)('<%s> has a summary, a description and described attributes and events', (tag) => {
    const element = byTag.get(tag);
    expect(element?.summary?.length).toBeGreaterThan(10);
    expect(element?.description?.length).toBeGreaterThan(40);
    expect(element?.attributes?.length).toBeGreaterThan(0);
    for (const entry of [...(element?.attributes ?? []), ...(element?.events ?? [])]) {
      expect(entry.description, `${tag}: ${entry.name}`).toMatch(/\S{3,}/);
    }
    for (const event of element?.events ?? []) expect(event.name).toMatch(/^sfc-[a-z-]+$/);
  });

  it.each(REACT_ELEMENTS)('<%s> documents its api-base attribute and at least one event', (tag) => {
    const element = byTag.get(tag);
    expect(element?.attributes?.map((attribute) => attribute.name)).toContain('api-base');
    expect(element?.events?.length).toBeGreaterThan(0);
  });
});
