import { fetchCaptchaAnswer, type ApiClient } from '@sfc/core';

/**
 * The `captcha` value of a form: the server's proof-of-work challenge solved in the browser.
 * The search yields to the page between batches so the "verifying" message paints and the
 * page stays responsive.
 */
export function solveCaptcha(api: Pick<ApiClient, 'get'>): Promise<string> {
  return fetchCaptchaAnswer(api, { pause: () => new Promise((resolve) => setTimeout(resolve, 0)) });
}
