import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { passwordRuleMessage } from '@fairdraw/contracts';
import { validationMessages } from '@fairdraw/domain';
import { renderShop } from '../../../test/render';

describe('/register', () => {
  it('has the e-mail opt-in unticked by default and shows the password rule', async () => {
    renderShop('/register');
    expect(await screen.findByLabelText('Send me news and offers by email')).not.toBeChecked();
    expect(screen.getByLabelText(/I agree to the/)).not.toBeChecked();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(passwordRuleMessage);
    const form = screen.getByRole('form', { name: 'Create an account' });
    expect(within(form).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('requires the terms to be accepted', async () => {
    const { user } = renderShop('/register');
    await user.click(await screen.findByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(screen.getByLabelText(/I agree to the/)).toHaveAccessibleDescription(
        validationMessages.termsAccepted,
      ),
    );
    expect(screen.getByLabelText('First name')).toHaveFocus();
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(validationMessages.required);
  });

  it('checks the password rule before sending', async () => {
    const { user } = renderShop('/register');
    await user.type(await screen.findByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
  });
});
