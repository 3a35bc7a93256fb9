import { describe, expect, it } from 'vitest';
import { consumerPrefill, personFullName } from './consumer-prefill.js';

describe('consumerPrefill', () => {
  it('takes the names in order, the e-mail and the mobile digits without +57', () => {
    expect(
      consumerPrefill({
        email: ' lucia@example.com ',
        phone: '+57 310-987-6543',
        person: {
          first_name: 'Lucía',
          second_name: 'Andrea',
          first_last_name: 'Gómez',
          second_last_name: '',
        },
      }),
    ).toEqual({ nombres: 'Lucía Andrea Gómez', correo: 'lucia@example.com', telefono: '3109876543' });
  });

  it("keeps the form's 50-character limit on the name", () => {
    const long = 'Maximiliano'.repeat(6);
    expect(consumerPrefill({ person: { first_name: long } }).nombres).toHaveLength(50);
  });

  it('gives empty values without a user or a person', () => {
    expect(consumerPrefill(null)).toEqual({ nombres: '', correo: '', telefono: '' });
    expect(personFullName({ email: 'a@b.co', person: null })).toBe('');
  });
});
