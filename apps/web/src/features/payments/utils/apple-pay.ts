// Apple Pay is offered only where the device can use it (account-area §5 "Deposit and bank accounts").

/** The part of Safari's `ApplePaySession` the check needs. */
export interface ApplePaySessionLike {
  supportsVersion?: (version: number) => boolean;
  canMakePayments?: () => boolean;
}

/** The Apple Pay JS version the shop needs. */
export const APPLE_PAY_VERSION = 3;

/**
 * True when the device supports Apple Pay version 3 and can make payments. Any other browser has no
 * `ApplePaySession`; a session that throws (an insecure page does) counts as unsupported.
 */
export function applePaySupported(
  scope: { ApplePaySession?: ApplePaySessionLike } = window as { ApplePaySession?: ApplePaySessionLike },
): boolean {
  try {
    const session = scope.ApplePaySession;
    return Boolean(session?.supportsVersion?.(APPLE_PAY_VERSION) && session.canMakePayments?.());
  } catch {
    return false;
  }
}
