import { describe, expect, it } from 'vitest';
import {
  loginCodeMail,
  loginCodeSms,
  passwordResetCodeMail,
  phoneValidationSms,
  registrationCodeMail,
} from './templates.js';

const CODE = '048213';

describe('mail templates', () => {
  it.each([
    [
      'registration',
      registrationCodeMail(CODE, 'Ana'),
      'Código de confirmación de tu registro en el portal SFC',
    ],
    ['sign-in', loginCodeMail(CODE, 'Ana'), 'Código de verificación para ingresar al portal SFC'],
    [
      'password reset',
      passwordResetCodeMail(CODE, 'Ana'),
      'Código para restablecer tu contraseña del portal SFC',
    ],
  ])('%s: Spanish subject, the code, the 10-minute validity and the portal name', (_n, mail, subject) => {
    expect(mail.subject).toBe(subject);
    expect(mail.text).toContain('Hola, Ana:');
    expect(mail.text).toContain(`\n${CODE}\n`);
    expect(mail.text).toContain('Este código es válido durante 10 minutos y solo puede usarse una vez.');
    expect(mail.text).toContain('portal de quejas de la SFC');
    expect(mail.html).toContain(`>${CODE}</strong>`);
    expect(mail.html).toContain('<html lang="es">');
    // 8bit bodies must keep lines under RFC 5322's 998-octet limit.
    for (const line of mail.text.split('\n')) expect(Buffer.byteLength(line)).toBeLessThan(998);
  });

  it('greets without a name when none is known', () => {
    expect(loginCodeMail(CODE).text.startsWith('Hola:\n')).toBe(true);
  });
});

describe('SMS templates', () => {
  it.each([
    ['sign-in', loginCodeSms(CODE), 'Portal SFC: tu código de verificación para ingresar es 048213.'],
    [
      'phone validation',
      phoneValidationSms(CODE),
      'Portal SFC: tu código para validar este número de celular es 048213.',
    ],
  ])('%s: names the portal, carries the code and the validity, fits in one long SMS', (_n, text, start) => {
    expect(text.startsWith(start)).toBe(true);
    expect(text).toContain('10 minutos');
    expect(text.length).toBeLessThanOrEqual(160);
  });
});
