import { describe, expect, it, vi } from 'vitest';
import { isStrongPassword } from '@fairdraw/contracts';
import { DEMO_CUSTOMER_PASSWORD } from './demo-customer';
import {
  ESTIMATOR_IDLE_MS,
  estimatorHeld,
  passwordStrengthProblem,
  personalWords,
  TOO_EASY_PREFIX,
} from './password-strength';

describe('password strength', () => {
  it.each(['Password123', 'aaaaaaaaaA', '1234567890a', 'Qwertyuiop1', 'Fairdraw2026!'])(
    'refuses %s, which passes the length rule, saying why',
    async (password) => {
      expect(isStrongPassword(password)).toBe(true);
      const problem = await passwordStrengthProblem(password);
      expect(problem).toMatch(new RegExp(`^${TOO_EASY_PREFIX}: [a-z].*\\.$`));
    },
  );

  it('names the commonest problem in plain words', async () => {
    expect(await passwordStrengthProblem('Password123')).toContain('commonly used password');
    expect(await passwordStrengthProblem('aaaaaaaaaA')).toContain(
      'repeated characters like "aaa" are easy to guess',
    );
  });

  it('lets the ranked dictionaries go when no password was checked for a while, and ranks them again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      expect(await passwordStrengthProblem('Password123')).toContain('commonly used password');
      vi.advanceTimersByTime(ESTIMATOR_IDLE_MS - 1);
      expect(estimatorHeld()).toBe(true);
      vi.advanceTimersByTime(1);
      expect(estimatorHeld()).toBe(false);
      expect(await passwordStrengthProblem('Password123')).toContain('commonly used password');
      expect(estimatorHeld()).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('accepts a passphrase and the demo customer’s password', async () => {
    expect(await passwordStrengthProblem('Kettle harbour violin 42')).toBeNull();
    expect(await passwordStrengthProblem('correct horse battery staple')).toBeNull();
    expect(
      await passwordStrengthProblem(
        DEMO_CUSTOMER_PASSWORD,
        personalWords({ email: 'demo@fairdraw.test', firstname: 'Dana', lastname: 'Demo' }),
      ),
    ).toBeNull();
  });

  it('refuses a password built from the customer’s own name or e-mail', async () => {
    const own = personalWords({
      email: 'zq@example.com',
      firstname: 'Zephyrine',
      lastname: 'Quarrington',
    });
    expect(await passwordStrengthProblem('Zephyrine1990', own)).toBe(
      `${TOO_EASY_PREFIX}: it contains your name, your e-mail address or the shop’s name. Add more words that are less common. Capitalise more than the first letter.`,
    );
    expect(await passwordStrengthProblem('Quarrington1990!', own)).toMatch(TOO_EASY_PREFIX);
    expect(await passwordStrengthProblem('Zephyrine1990')).toBeNull();
  });

  // The passwords the server tests and the browser journeys sign up and change to.
  it.each([
    'correct horse 42',
    'another horse 43',
    'a brand new 2nd one',
    'a brand new secret 7',
    'yet another one 8',
    'two steps ahead 42',
    'and one more step 43',
    'money moves 42',
    'pay pal pay 42',
    'pay pal stop 42',
    'tide tables 1843',
  ])('accepts the fixture password %j', async (password) => {
    expect(
      await passwordStrengthProblem(
        password,
        personalWords({ email: 'ada.1a2b3c4d@example.com.au', firstname: 'Ada', lastname: 'Lovelace' }),
      ),
    ).toBeNull();
  });
});
