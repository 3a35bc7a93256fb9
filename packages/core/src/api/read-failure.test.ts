import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages.js';
import { mapResponse, networkFailure, type ApiFailure } from './api-result.js';
import { describeFailure, readFailure } from './read-failure.js';

const failure = (status: number, body: unknown) => mapResponse(status, body) as ApiFailure;

// Bodies exactly as the server answers them (packages/server/docs/sign-in.md, README "Errors").
describe('readFailure', () => {
  it.each([
    [
      'a field error (400)',
      failure(400, {
        status_code: 400,
        message: { otp: ['El código ingresado no es válido.'] },
        detail: 'Error en API',
      }),
      { fields: { otp: 'El código ingresado no es válido.' }, form: null, general: false },
    ],
    [
      'several fields and a non-field error',
      failure(400, {
        status_code: 400,
        message: {
          email: ['Ya existe un usuario registrado con este correo.'],
          non_field_errors: [
            '*Con el archivo que intenta cargar, se supera el peso máximo permitido para los anexos.',
          ],
        },
        detail: 'Error en API',
      }),
      {
        fields: { email: 'Ya existe un usuario registrado con este correo.' },
        form: '*Con el archivo que intenta cargar, se supera el peso máximo permitido para los anexos.',
        general: false,
      },
    ],
    [
      'a prelogin refusal in English (401) shown in Spanish',
      failure(401, {
        status_code: 401,
        detail: 'No active account found with the given credentials',
        messages: [],
        error: 'No active account found with the given credentials',
      }),
      { fields: {}, form: 'El correo o la contraseña no son correctos.', general: false },
    ],
    [
      'the same refusal in the Spanish a browser asking for Spanish gets (Accept-Language: es)',
      failure(401, {
        status_code: 401,
        detail: 'No se encontró una cuenta de usuario activa para las credenciales provistas',
        messages: [],
        error: 'No se encontró una cuenta de usuario activa para las credenciales provistas',
      }),
      { fields: {}, form: 'El correo o la contraseña no son correctos.', general: false },
    ],
    [
      'an unconfirmed account (401 with a Spanish error)',
      failure(401, {
        status_code: 401,
        detail: 'No active account found with the given credentials',
        messages: [],
        error: 'Tu cuenta aún no está activa. Confírmala con el código que enviamos a tu correo.',
      }),
      {
        fields: {},
        form: 'Tu cuenta aún no está activa. Confírmala con el código que enviamos a tu correo.',
        general: false,
      },
    ],
    [
      'throttling (429)',
      failure(429, {
        detail: 'Solicitud fue regulada (throttled). Se espera que esté disponible en 42 segundos.',
      }),
      {
        fields: {},
        form: 'Solicitud fue regulada (throttled). Se espera que esté disponible en 42 segundos.',
        general: false,
      },
    ],
    [
      'a server error (500) keeps §8 text',
      failure(500, { status_code: 500, detail: 'x' }),
      { fields: {}, form: MESSAGES.internalServerError, general: true },
    ],
    [
      'no answer at all',
      networkFailure(new Error('offline')),
      { fields: {}, form: MESSAGES.invalidServerResponse, general: true },
    ],
    [
      'an unreadable body',
      failure(502, '<html>'),
      { fields: {}, form: MESSAGES.invalidServerResponse, general: true },
    ],
    [
      'a refused signature: no field can fix it, the general text instead of the raw one',
      failure(400, { status_code: 400, detail: 'Error', message: 'Verificación de firma fallida' }),
      { fields: {}, form: MESSAGES.genericError, general: true },
    ],
    [
      'an error in the real service’s envelope (a method the path does not take): the general text, not "Error APIException"',
      failure(405, {
        status_code: 405,
        messages: { detail: 'Método "DELETE" no permitido.' },
        detail: 'Error APIException',
      }),
      { fields: {}, form: MESSAGES.genericError, general: true },
    ],
  ])('%s', (_label, result, expected) => {
    expect(readFailure(result)).toEqual(expected);
  });
});

describe('describeFailure', () => {
  it('names each field before its message, with the screen’s label', () => {
    const result = failure(400, {
      status_code: 400,
      message: { note: ['Este campo no puede estar en blanco.'], status: ['Estado no válido.'] },
      detail: 'Error en API',
    });
    expect(describeFailure(result, { note: 'Nota', status: 'Estado' })).toBe(
      'Nota: Este campo no puede estar en blanco. Estado: Estado no válido.',
    );
  });

  it('keeps a message for the whole form, and the general error when nothing more is known', () => {
    const result = failure(400, {
      status_code: 400,
      message: { non_field_errors: ['La solicitud ya terminó.'] },
      detail: 'Error en API',
    });
    expect(describeFailure(result, {})).toBe('La solicitud ya terminó.');
    expect(describeFailure(networkFailure(new Error('offline')), {})).toBe(MESSAGES.invalidServerResponse);
  });
});
