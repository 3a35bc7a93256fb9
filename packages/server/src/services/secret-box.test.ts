import { expect, it } from 'vitest';
import { SecretBox, SecretBoxError } from './secret-box.js';

it('seals and opens a secret; the sealed text does not contain it', () => {
  const box = new SecretBox('key material');
  const sealed = box.seal('38745207A27AF09B32BBB23E428C9D46');
  expect(sealed).not.toContain('38745207A27AF09B32BBB23E428C9D46');
  expect(box.open(sealed)).toBe('38745207A27AF09B32BBB23E428C9D46');
  expect(box.seal('same')).not.toBe(box.seal('same'));
});

it.each([
  ['another key', (sealed: string) => new SecretBox('other key').open(sealed)],
  [
    'a tampered ciphertext',
    (sealed: string) => new SecretBox('key material').open(`${sealed.slice(0, -2)}AA`),
  ],
  ['garbage', () => new SecretBox('key material').open('not-sealed')],
])('refuses %s', (_label, open) => {
  const sealed = new SecretBox('key material').seal('secret');
  expect(() => open(sealed)).toThrow(SecretBoxError);
});
