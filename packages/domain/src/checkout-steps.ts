// Checkout steps (shop-core §4): login_register 1, login 2, register 2, 2fa 2, select_payment 3.
// The stepper on the cart, checkout login and checkout register pages reads this one table.

export const checkoutStepNumbers = {
  login_register: 1,
  login: 2,
  register: 2,
  '2fa': 2,
  select_payment: 3,
} as const;

export type CheckoutStep = keyof typeof checkoutStepNumbers;

/** The checkout has three positions; several steps share the second. */
export const CHECKOUT_STEP_COUNT = 3;

export type CheckoutStepState = 'done' | 'current' | 'upcoming';

export interface CheckoutStepView {
  number: number;
  label: string;
  state: CheckoutStepState;
}

// What each position is called while the customer is on it; the second position names what they
// are doing there, and "Log in" otherwise.
const secondPositionLabels: Record<CheckoutStep, string> = {
  login_register: 'Log in',
  login: 'Log in',
  register: 'Create account',
  '2fa': 'Security code',
  select_payment: 'Log in',
};

export function checkoutStepNumber(step: CheckoutStep): number {
  return checkoutStepNumbers[step];
}

/** Every position of the checkout, each done, current or upcoming as seen from `step`. */
export function checkoutProgress(step: CheckoutStep): CheckoutStepView[] {
  const current = checkoutStepNumber(step);
  const labels = ['Your cart', secondPositionLabels[step], 'Payment'];
  return labels.map((label, index) => {
    const number = index + 1;
    const state: CheckoutStepState = number < current ? 'done' : number === current ? 'current' : 'upcoming';
    return { number, label, state };
  });
}
