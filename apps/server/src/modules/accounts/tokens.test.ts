import { describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokenVerifier, signAccessToken, tokenKey } from './tokens';

const key = tokenKey('a-secret-long-enough-for-hs256-tokens-0123456789');
const claims = { customerId: 'cus_AAAAAAAAAAAAAAAA', sessionId: 'fam_1' };
const issuedAt = new Date('2026-11-27T01:00:00.000Z');
const later = (seconds: number) => new Date(issuedAt.getTime() + seconds * 1000);

describe('createAccessTokenVerifier', () => {
  it('gives the claims of a good token, again from memory', async () => {
    const verify = createAccessTokenVerifier(key);
    const token = await signAccessToken(key, claims, issuedAt);
    expect(await verify(token, later(1))).toEqual(claims);
    expect(await verify(token, later(2))).toEqual(claims);
  });

  it('refuses a known token from its expiry second on', async () => {
    const verify = createAccessTokenVerifier(key);
    const token = await signAccessToken(key, claims, issuedAt);
    expect(await verify(token, later(ACCESS_TOKEN_TTL_SECONDS - 1))).toEqual(claims);
    expect(await verify(token, later(ACCESS_TOKEN_TTL_SECONDS))).toBeNull();
    expect(await verify(token, later(ACCESS_TOKEN_TTL_SECONDS - 1))).toEqual(claims);
  });

  it('refuses a token whose signature or claims were changed after a good one was kept', async () => {
    const verify = createAccessTokenVerifier(key);
    const token = await signAccessToken(key, claims, issuedAt);
    expect(await verify(token, later(1))).toEqual(claims);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const otherSignature = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await verify(`${header}.${payload}.${otherSignature}`, later(1))).toBeNull();
    const otherPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, 'base64url').toString()),
        sub: 'cus_BBBBBBBBBBBBBBBB',
      }),
    ).toString('base64url');
    expect(await verify(`${header}.${otherPayload}.${signature}`, later(1))).toBeNull();
  });

  it('refuses a token signed with another key', async () => {
    const verify = createAccessTokenVerifier(key);
    const token = await signAccessToken(
      tokenKey('another-secret-long-enough-for-hs256-000000'),
      claims,
      issuedAt,
    );
    expect(await verify(token, later(1))).toBeNull();
  });
});
