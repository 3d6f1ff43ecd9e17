import { describe, expect, it } from 'vitest';
import {
  CHECKOUT_STEP_COUNT,
  checkoutProgress,
  checkoutStepNumber,
  type CheckoutStep,
} from './checkout-steps';

describe('checkoutStepNumber', () => {
  it.each<[CheckoutStep, number]>([
    ['login_register', 1],
    ['login', 2],
    ['register', 2],
    ['2fa', 2],
    ['select_payment', 3],
  ])('%s is step %i', (step, number) => {
    expect(checkoutStepNumber(step)).toBe(number);
    expect(number).toBeLessThanOrEqual(CHECKOUT_STEP_COUNT);
  });
});

describe('checkoutProgress', () => {
  it('marks earlier positions done, the step current and later ones upcoming', () => {
    expect(checkoutProgress('login')).toEqual([
      { number: 1, label: 'Your cart', state: 'done' },
      { number: 2, label: 'Log in', state: 'current' },
      { number: 3, label: 'Payment', state: 'upcoming' },
    ]);
  });

  it('names the second position after what happens there', () => {
    expect(checkoutProgress('register')[1]?.label).toBe('Create account');
    expect(checkoutProgress('2fa')[1]?.label).toBe('Security code');
  });

  it('has exactly one current position for every step', () => {
    for (const step of ['login_register', 'login', 'register', '2fa', 'select_payment'] as const) {
      const progress = checkoutProgress(step);
      expect(progress).toHaveLength(CHECKOUT_STEP_COUNT);
      expect(progress.filter((view) => view.state === 'current')).toEqual([
        expect.objectContaining({ number: checkoutStepNumber(step) }),
      ]);
    }
  });

  it('shows the payment step with everything before it done', () => {
    expect(checkoutProgress('select_payment').map((view) => view.state)).toEqual(['done', 'done', 'current']);
    expect(checkoutProgress('login_register').map((view) => view.state)).toEqual([
      'current',
      'upcoming',
      'upcoming',
    ]);
  });
});
