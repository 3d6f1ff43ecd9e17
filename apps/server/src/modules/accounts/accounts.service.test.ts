// The accounts service against a real database: age arithmetic, login for unknown e-mails, refresh races.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Argon2 from '@node-rs/argon2';
import { parseOptions } from '@node-rs/argon2';
import { customers, eq } from '@fairdraw/db';
import { createTestDatabase, type TestDatabase } from '@fairdraw/db/testing';
import type { SignupBody } from '@fairdraw/contracts';
import { ManualClock } from '../../lib/clock';
import type { AccountsService } from './accounts.service';

// Every hash a login verifies against, in order; argon2 itself still does the work.
const verifiedHashes = vi.hoisted(() => [] as string[]);
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof Argon2>();
  const verify: typeof argon2.verify = (hashed, ...rest) => {
    verifiedHashes.push(String(hashed));
    return argon2.verify(hashed, ...rest);
  };
  return { ...argon2, verify };
});
// Server test files share one module graph per worker, where the service may already hold the real
// argon2: load it afresh so it sees the mock above.
vi.resetModules();
const { createAccountsService } = await import('./accounts.service');
const { ageOn } = await import('./signup-age');
const { UnauthorizedError } = await import('../../lib/errors');

let database: TestDatabase;
let accounts: AccountsService;
const clock = new ManualClock(new Date('2026-11-21T00:00:00Z'));

beforeAll(async () => {
  database = await createTestDatabase();
  accounts = createAccountsService({
    db: database.db,
    clock,
    tokenSecret: 'a-test-secret-of-at-least-32-chars',
  });
});
afterAll(async () => {
  await database.drop();
});

let counter = 0;
function body(overrides: Partial<SignupBody> = {}): SignupBody {
  counter += 1;
  return {
    email: `mary.${counter}@example.com.au`,
    password: 'tide tables 1843',
    firstname: 'Mary',
    lastname: 'Somerville',
    dateOfBirth: '1980-12-26',
    phone: '0298765432',
    address: '12 Macquarie Street',
    suburb: 'Hobart',
    state: 'TAS',
    postcode: '7000',
    country: 'AU',
    acceptTerms: true,
    emailOptIn: false,
    metadata: { platform: 'Web' },
    ...overrides,
  };
}

describe('ageOn', () => {
  it.each([
    ['2008-11-21', { year: 2026, month: 11, day: 21 }, 18],
    ['2008-11-22', { year: 2026, month: 11, day: 21 }, 17],
    ['2008-12-01', { year: 2026, month: 11, day: 30 }, 17],
    ['2008-02-29', { year: 2026, month: 2, day: 28 }, 17],
    ['2008-02-29', { year: 2026, month: 3, day: 1 }, 18],
    ['2008-02-29', { year: 2028, month: 2, day: 29 }, 20],
  ])('born %s, on %o, is %i', (dateOfBirth, today, age) => {
    expect(ageOn(dateOfBirth, today)).toBe(age);
  });
});

describe('login with an unknown e-mail', () => {
  it('verifies one argon2id hash of the same cost as a wrong password does, so it takes as long', async () => {
    const { email } = body();
    await accounts.signup(body({ email }));
    verifiedHashes.length = 0;
    await expect(accounts.login({ credentials: { email, password: 'not it at all 9' } })).rejects.toThrow();
    await expect(
      accounts.login({ credentials: { email: 'no.one@example.com.au', password: 'not it at all 9' } }),
    ).rejects.toThrow();
    expect(verifiedHashes).toHaveLength(2);
    const [customerHash = '', dummyHash = ''] = verifiedHashes;
    expect(dummyHash).not.toBe(customerHash);
    expect(dummyHash).toMatch(/^\$argon2id\$/);
    expect(parseOptions(dummyHash)).toEqual(parseOptions(customerHash));
  });
});

describe('refresh', () => {
  it('lets exactly one of two simultaneous refreshes with the same token through, then ends the session', async () => {
    const session = await accounts.signup(body());
    const outcomes = await Promise.allSettled([
      accounts.refresh(session.refreshToken),
      accounts.refresh(session.refreshToken),
    ]);
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(won).toHaveLength(1);
    const lost = outcomes.find((outcome) => outcome.status === 'rejected');
    expect(lost?.reason).toBeInstanceOf(UnauthorizedError);
    // The loser presented a spent token, so the winner's new pair dies with the family.
    const winner = won[0]?.status === 'fulfilled' ? won[0].value : null;
    await expect(accounts.refresh(winner?.refreshToken)).rejects.toBeInstanceOf(UnauthorizedError);
    expect(await accounts.authenticate(winner?.accessToken ?? '', session.customerId)).toBeNull();
  });

  it('refuses a token presented under another customer’s id without spending it', async () => {
    const mine = await accounts.signup(body());
    const theirs = await accounts.signup(body());
    await expect(accounts.refresh(mine.refreshToken, theirs.customerId)).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    await expect(accounts.refresh(mine.refreshToken, mine.customerId)).resolves.toMatchObject({
      refreshToken: expect.any(String),
    });
  });

  it('refuses sign-in and refresh for a closed account', async () => {
    const session = await accounts.signup(body());
    await database.db.update(customers).set({ state: 'closed' }).where(eq(customers.id, session.customerId));
    const [row] = await database.db.select().from(customers).where(eq(customers.id, session.customerId));
    await expect(
      accounts.login({ credentials: { email: row?.email ?? '', password: 'tide tables 1843' } }),
    ).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(accounts.refresh(session.refreshToken)).rejects.toBeInstanceOf(UnauthorizedError);
  });
});

describe('customerTokenFor', () => {
  it('answers the token of a known customer and nothing for junk or unknown ids', async () => {
    const session = await accounts.signup(body());
    expect(await accounts.customerTokenFor(session.customerId)).toBe(session.customerToken);
    expect(await accounts.customerTokenFor('cus_AAAAAAAAAAAAAAAA')).toBeNull();
    expect(await accounts.customerTokenFor("cus_'; drop table customers; --")).toBeNull();
  });
});
