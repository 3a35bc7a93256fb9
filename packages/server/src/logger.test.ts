import { expect, it } from 'vitest';
import { redactUrl } from './logger.js';

it.each([
  ['/api/mfa-otp/?otp=123456&user_id=7', '/api/mfa-otp/?otp=[redacted]&user_id=7'],
  ['/api/x/?token=abc&page=2', '/api/x/?token=[redacted]&page=2'],
  ['/api/country/?page=2', '/api/country/?page=2'],
  ['/api/country/', '/api/country/'],
])('redactUrl(%s)', (url, expected) => {
  expect(redactUrl(url)).toBe(expected);
});
