import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { COMPLAINT_SCREEN_TEXTS as T, EMBED_TEXTS, SIGN_IN_TEXTS } from '@sfc/core';
import { seriousViolations } from '../form/shared/axe.js';
import * as signIn from '../features/sign-in/sign-in.stories.js';
import * as bell from './alerts-bell/alerts-bell.stories.js';
import * as form from './complaint-form/complaint-form.stories.js';
import * as tracking from './complaint-tracking/complaint-tracking.stories.js';

afterEach(cleanup);

const F = composeStories(form);
const K = composeStories(tracking);
const S = composeStories(signIn);
const B = composeStories(bell);

const heading = (text: string) => () => expect(screen.getByRole('heading', { name: text })).toBeTruthy();

// The element states a designer looks for, and what each must show once its play function ran.
const STATES: Array<[string, (typeof F)[keyof typeof F] | (typeof K)[keyof typeof K], () => void]> = [
  ['complaint form signed out', F.SignedOut, heading(EMBED_TEXTS.formSignInHeading)],
  ['complaint form at the second factor', F.SecondFactor, heading(SIGN_IN_TEXTS.codeHeading)],
  [
    'complaint form pointing to the page’s one sign-in',
    F.SignInElsewhere,
    () => expect(screen.getByRole('button', { name: EMBED_TEXTS.goToSignIn })).toBeTruthy(),
  ],
  [
    'complaint filed, with its receipt',
    F.Filed,
    () => {
      expect(screen.getByText('Bancolombia')).toBeTruthy();
      expect(screen.getByText(/^15 días hábiles: a más tardar el 12\/11\/2026$/)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Descargar constancia' })).toBeTruthy();
    },
  ],
  ['réplica form', K.Replica, () => expect(screen.getByLabelText(new RegExp(T.replicaText))).toBeTruthy()],
  [
    'escalation form',
    K.Escalate,
    () => expect(screen.getByLabelText(new RegExp(T.escalateText))).toBeTruthy(),
  ],
  [
    'desist dialog',
    K.DesistDialog,
    () => expect(screen.getByRole('dialog', { name: T.desistConfirmTitle })).toBeTruthy(),
  ],
];

describe('element state stories', () => {
  for (const [state, Story, shows] of STATES) {
    it(`shows the ${state}, with no serious axe violation`, async () => {
      const { container } = render(<Story />);
      await Story.play?.({ canvasElement: container } as never);
      await waitFor(shows, { timeout: 5000 });
      expect(await seriousViolations(document.body)).toEqual([]);
    });
  }

  it('shows the sign-in’s two second-factor steps', async () => {
    for (const [Story, text] of [
      [S.SecondFactor, SIGN_IN_TEXTS.secondFactorHeading],
      [S.SecondFactorCode, SIGN_IN_TEXTS.codeHeading],
    ] as const) {
      const { container, unmount } = render(<Story />);
      await Story.play?.({ canvasElement: container } as never);
      await waitFor(heading(text), { timeout: 5000 });
      expect(await seriousViolations(container)).toEqual([]);
      unmount();
    }
  });

  it('has the bell at phone width, in the «Celular 390 px» viewport', () => {
    expect(B.OnAPhone.globals?.viewport).toEqual({ value: 'phone390', isRotated: false });
    expect(B.OnAPhone.parameters.viewport.options.phone390.styles.width).toBe('390px');
  });
});
