import { expect, it } from 'vitest';
import { addFieldMessage, type FieldProblems } from './field-problems.js';

it('keeps each message once per field, also for fields named like object members', () => {
  const problems: FieldProblems = {};
  for (const field of ['texto', 'valueOf', 'constructor', '__proto__', 'texto']) {
    addFieldMessage(problems, field, 'Este campo es obligatorio.');
    addFieldMessage(problems, field, 'Este campo es obligatorio.');
  }
  addFieldMessage(problems, 'texto', 'Asegúrese de que este campo no tenga más de 1000 caracteres.');
  // Compared as JSON text: an object literal with `__proto__` would set a prototype instead.
  expect(JSON.stringify(problems)).toBe(
    JSON.stringify({
      texto: ['Este campo es obligatorio.', 'Asegúrese de que este campo no tenga más de 1000 caracteres.'],
      valueOf: ['Este campo es obligatorio.'],
      constructor: ['Este campo es obligatorio.'],
    }).slice(0, -1) + ',"__proto__":["Este campo es obligatorio."]}',
  );
  expect(Object.getPrototypeOf(problems)).toBe(Object.prototype);
});
