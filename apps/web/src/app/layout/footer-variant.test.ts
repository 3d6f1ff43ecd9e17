import { describe, expect, it } from 'vitest';
import { footerVariant } from './footer-variant';

const anonymous = { isAuthenticated: false, cartItemCount: 0 };

describe('footer variant', () => {
  it.each([
    ['/', anonymous, 'full'],
    ['/login', anonymous, 'condensed'],
    ['/checkout/login', anonymous, 'condensed'],
    ['/login', { isAuthenticated: true, cartItemCount: 0 }, 'full'],
    ['/cart/buy', { isAuthenticated: true, cartItemCount: 0 }, 'full'],
    ['/cart/buy', { isAuthenticated: true, cartItemCount: 2 }, 'condensed'],
    ['/cart', { isAuthenticated: true, cartItemCount: 1 }, 'condensed'],
    ['/cart', { isAuthenticated: false, cartItemCount: 1 }, 'condensed'],
    ['/cart', { isAuthenticated: true, cartItemCount: 0 }, 'full'],
    ['/cartoons', { isAuthenticated: true, cartItemCount: 1 }, 'full'],
    ['/login-help', anonymous, 'full'],
  ] as const)('%s %o → %s', (pathname, session, expected) => {
    expect(footerVariant(pathname, session)).toBe(expected);
  });
});
