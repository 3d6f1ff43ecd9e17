import { describe, expect, it } from 'vitest';
import { applePaySupported, type ApplePaySessionLike } from './apple-pay';

describe('applePaySupported', () => {
  const session = (version: number, canPay: boolean): ApplePaySessionLike => ({
    supportsVersion: (asked: number) => asked <= version,
    canMakePayments: () => canPay,
  });

  it.each<[string, { ApplePaySession?: ApplePaySessionLike }, boolean]>([
    ['no ApplePaySession (not Safari)', {}, false],
    ['version 3 and can make payments', { ApplePaySession: session(3, true) }, true],
    ['a newer version that can make payments', { ApplePaySession: session(14, true) }, true],
    ['only version 2', { ApplePaySession: session(2, true) }, false],
    ['version 3 without a card to pay with', { ApplePaySession: session(3, false) }, false],
    ['a session without supportsVersion', { ApplePaySession: { canMakePayments: () => true } }, false],
    [
      'a session that throws (insecure page)',
      {
        ApplePaySession: {
          supportsVersion: () => true,
          canMakePayments: () => {
            throw new Error('InvalidAccessError');
          },
        },
      },
      false,
    ],
  ])('%s', (_, scope, expected) => {
    expect(applePaySupported(scope)).toBe(expected);
  });

  it('reads the page’s own window by default', () => {
    expect(applePaySupported()).toBe(false);
  });
});
