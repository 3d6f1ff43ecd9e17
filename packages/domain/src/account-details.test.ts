import { describe, expect, it } from 'vitest';
import { customerDetailsRules, displayedChannels } from './account-details';
import { validateForm, validationMessages } from './validation';

describe('communication channels', () => {
  it('shows email, phone, sms and direct mail in that order, never push', () => {
    const shown = displayedChannels({ email: true, phone: false, sms: true, directmail: false, push: true });
    expect(shown.map((channel) => channel.id)).toEqual(['email', 'phone', 'sms', 'directmail']);
    expect(shown.map((channel) => channel.enabled)).toEqual([true, false, true, false]);
  });
});

describe('my details rules', () => {
  it('reports each bad field once, with the shop words', () => {
    const errors = validateForm(
      {
        firstname: ' ',
        lastname: 'Lovelace',
        email: 'not-an-email',
        phone: '123',
        address: '1 George Street',
        suburb: 'Sydney',
        state: 'NSW',
        postcode: '20000',
      },
      customerDetailsRules,
    );
    expect(errors).toEqual({
      firstname: validationMessages.required,
      email: validationMessages.email,
      phone: validationMessages.phoneNumber,
      postcode: validationMessages.postcode,
    });
  });
});
