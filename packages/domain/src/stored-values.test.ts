import { describe, expect, it } from 'vitest';
import { acceptStoredValue, isAllowedRedirectUrl } from './stored-values';

describe('acceptStoredValue', () => {
  it.each(['abc', 'ABC123', 'segment_default', 'a-b_c-9', '0', 'f47ac10b-58cc-4372-a567-0e02b2c3d479'])(
    'keeps "%s"',
    (value) => {
      expect(acceptStoredValue(value)).toBe(value);
    },
  );

  it.each<[string | null | undefined]>([
    [''],
    [' abc'],
    ['abc '],
    ['a b'],
    ['a.b'],
    ['a/b'],
    ['a=b'],
    ['<script>'],
    ['"quoted"'],
    ['abc;path=/'],
    ['ünïcode'],
    ['abc\n'],
    [null],
    [undefined],
  ])('ignores %o', (value) => {
    expect(acceptStoredValue(value)).toBeNull();
  });
});

describe('isAllowedRedirectUrl', () => {
  it.each([
    'https://fairdraw.com.au/cart',
    'http://fairdraw.com.au',
    'HTTPS://fairdraw.com.au/checkout?step=3#top',
    'https://pay.example/return?x=1',
    '/',
    '/my-account',
    '/cart?utm_source=email',
    '/a//b',
  ])('allows %s', (url) => {
    expect(isAllowedRedirectUrl(url)).toBe(true);
  });

  it.each([
    '',
    '//evil.example',
    '//evil.example/path',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://files.example',
    'mailto:help@fairdraw.com.au',
    'cart',
    '?page=2',
    '#top',
    'https://exa mple.com',
    'https:\\\\evil.example',
  ])('refuses %o', (url) => {
    expect(isAllowedRedirectUrl(url)).toBe(false);
  });
});
