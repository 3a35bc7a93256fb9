import { describe, expect, it } from 'vitest';
import {
  filterIdentificationInput,
  identificationMaxLength,
  identificationPlaceholder,
  identificationRule,
  identificationTypeFitsPerson,
  identificationTypeProblem,
  onIdentificationTypeChange,
  validateIdentification,
  type IdentificationTypeId,
} from './identification.js';
import { PORTAL_TEXTS } from '../messages/portal-texts.js';

describe('filterIdentificationInput', () => {
  it.each<[string, IdentificationTypeId, string, string]>([
    ['CC: digits only', 1, '12.345.678', '12345678'],
    ['CC: leading zeros stripped', 1, '000123456', '123456'],
    ['CC: only zeros leaves nothing', 1, '000', ''],
    ['CC: zeros inside kept', 1, '1000200', '1000200'],
    ['CC: truncated to 15', 1, '1234567890123456789', '123456789012345'],
    ['CC as string id', '1', 'a1b2', '12'],
    ['CE (other type): digits, no leading zeros', 2, '0a98-7', '987'],
    ['no type chosen: digits only', undefined, '0x12', '12'],
    ['NIT: digits and hyphen', 3, '900.123.456-7', '900123456-7'],
    ['NIT: leading zero kept', 3, '0900', '0900'],
    ['NIT: truncated to 14', 3, '900123456789012-3', '90012345678901'],
    ['PEP: digits and hyphen', 8, 'P-12 34', '-1234'],
    ['Passport: letters, digits, hyphen', 5, 'AB-12 3c_ñ!', 'AB-123c'],
    ['Foreign company: no filtering', 7, 'Acme S.A. #12', 'Acme S.A. #12'],
    ['Foreign company: truncated to 100', 7, 'x'.repeat(120), 'x'.repeat(100)],
    ['Passport: truncated to 100', 5, 'A'.repeat(101), 'A'.repeat(100)],
  ])('%s', (_case, type, raw, expected) => {
    expect(filterIdentificationInput(type, raw)).toBe(expected);
  });
});

describe('identificationMaxLength', () => {
  it.each<[IdentificationTypeId, number]>([
    [3, 14],
    ['3', 14],
    [1, 15],
    [5, 100],
    [7, 100],
    [8, 100],
    [null, 100],
  ])('type %j → %i', (type, expected) => {
    expect(identificationMaxLength(type)).toBe(expected);
  });
});

describe('validateIdentification', () => {
  it.each<[string, IdentificationTypeId, string, boolean, string | null]>([
    ['CC of 3 digits', 1, '123', true, 'Identificación inválida.'],
    ['CC of 4 digits', 1, '1234', true, null],
    ['empty is left to required', 1, '', true, null],
    ['passport of 3', 5, 'ab1', true, 'Identificación inválida.'],
    ['NIT short', 3, '12-', true, 'Identificación inválida.'],
    ['NIT with hyphen before check digit', 3, '921234345343-6', true, null],
    ['NIT without hyphen', 3, '9212343453436', true, null],
    [
      'NIT hyphen not second-to-last',
      3,
      '92123434534-36',
      true,
      'El NIT no tiene el formato requerido, por favor verifique.',
    ],
    [
      'NIT ending in hyphen',
      3,
      '921234-',
      true,
      'El NIT no tiene el formato requerido, por favor verifique.',
    ],
    [
      'NIT starting with hyphen',
      3,
      '-9212',
      true,
      'El NIT no tiene el formato requerido, por favor verifique.',
    ],
    ['NIT two hyphens', 3, '92-12-3', true, 'El NIT no tiene el formato requerido, por favor verifique.'],
    ['NIT check disabled', 3, '92123434534-36', false, null],
    ['NIT check disabled, still too short', 3, '1-2', false, 'Identificación inválida.'],
    ['PEP has no NIT check', 8, '12-345', true, null],
  ])('%s', (_case, type, value, nitCheck, expected) => {
    expect(validateIdentification(type, value, { nitCheck })).toBe(expected);
  });

  it('checks the NIT format by default', () => {
    expect(validateIdentification(3, '9212-34')).toBe(
      'El NIT no tiene el formato requerido, por favor verifique.',
    );
    expect(identificationRule(3)('9212-34')).toBe(
      'El NIT no tiene el formato requerido, por favor verifique.',
    );
    expect(identificationRule(3, { nitCheck: false })('9212-34')).toBeNull();
  });
});

describe('identificationPlaceholder', () => {
  it.each<[IdentificationTypeId, string]>([
    [1, 'Ej: 1223421342'],
    [undefined, 'Ej: 1223421342'],
    [3, 'Ej: 921234345343-6'],
    ['3', 'Ej: 921234345343-6'],
    [5, 'Ej: 34jk234242'],
    [8, 'Ej: 1223421342'],
  ])('type %j → %j', (type, expected) => {
    expect(identificationPlaceholder(type)).toBe(expected);
  });
});

describe('onIdentificationTypeChange', () => {
  it('clears the input whatever was typed', () => {
    expect(onIdentificationTypeChange(3, '900123456-7')).toBe('');
    expect(onIdentificationTypeChange()).toBe('');
  });
});

describe('identification types per person type', () => {
  it.each([
    ['natural', 1, 1, null],
    ['natural', 1, 5, null],
    ['natural', '1', '10', null],
    ['natural', 1, 3, PORTAL_TEXTS.identificationTypeNotNatural],
    ['natural', 1, 7, PORTAL_TEXTS.identificationTypeNotNatural],
    ['legal', 2, 3, null],
    ['legal', '2', '7', null],
    ['legal', 2, 11, null],
    ['legal', 2, 1, PORTAL_TEXTS.identificationTypeNotLegal],
    ['legal', 2, 5, PORTAL_TEXTS.identificationTypeNotLegal],
    ['none chosen', null, 1, null],
    ['type not chosen', 2, '', null],
  ])('%s person (%s), type %s → %s', (_label, person, type, message) => {
    expect(identificationTypeProblem(person, type)).toBe(message);
    expect(identificationTypeFitsPerson(person, type)).toBe(message === null);
  });
});
