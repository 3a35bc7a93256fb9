import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { COMPLAINT_SCREEN_TEXTS, STAFF_FILING_FORM_TEXTS, type ApiClient } from '@sfc/core';
import { ComplaintForm } from './complaint-form.js';

afterEach(cleanup);

/** A client with empty option lists: only the form's wording is looked at here. */
const api = {
  get: async () => ({ ok: true, status: 200, data: { results: [], next: null } }),
  post: async () => ({ ok: true, status: 201, data: {} }),
} as unknown as ApiClient;

const legends = () => screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent);

describe('ComplaintForm wording', () => {
  it('speaks to the consumer on the consumer’s own form', () => {
    render(<ComplaintForm api={api} onFiled={() => {}} />);
    expect(legends()).toContain(COMPLAINT_SCREEN_TEXTS.consumerSection);
  });

  it('speaks of the consumer when staff file on their behalf', () => {
    render(<ComplaintForm api={api} onFiled={() => {}} audience="staff" />);
    expect(legends()).toContain(STAFF_FILING_FORM_TEXTS.consumerSection);
    expect(legends()).toContain(STAFF_FILING_FORM_TEXTS.complaintSection);
    expect(legends()).not.toContain(COMPLAINT_SCREEN_TEXTS.consumerSection);
    expect(screen.getByLabelText(new RegExp(STAFF_FILING_FORM_TEXTS.complaintText))).toBeTruthy();
  });
});
