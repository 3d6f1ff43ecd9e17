// Who may open an account: the shop's minimum age, counted on its own calendar (Sydney).
import { toLocalDateTime, type LocalDateTime } from '@fairdraw/domain';
import { ValidationError } from '../../lib/errors';
import { SITE_CONFIG } from '../startup/site-config';

const OLDEST_PLAUSIBLE_AGE = 120;

export const tooYoungMessage = (age: number) => `You must be ${age} or older to open an account.`;

/** Whole years from a YYYY-MM-DD birth date to a calendar day. A 29 February birthday counts from 1 March. */
export function ageOn(dateOfBirth: string, today: Pick<LocalDateTime, 'year' | 'month' | 'day'>): number {
  const [year = 0, month = 0, day = 0] = dateOfBirth.split('-').map(Number);
  const hadBirthday = today.month > month || (today.month === month && today.day >= day);
  return today.year - year - (hadBirthday ? 0 : 1);
}

/** Age is counted on the shop's calendar (Sydney), not the server's. */
export function checkAge(dateOfBirth: string, now: Date): void {
  const age = ageOn(dateOfBirth, toLocalDateTime(now, SITE_CONFIG.timeZone));
  if (age < SITE_CONFIG.minRegistrationAge)
    throw ValidationError.field('dateOfBirth', tooYoungMessage(SITE_CONFIG.minRegistrationAge));
  if (age > OLDEST_PLAUSIBLE_AGE)
    throw ValidationError.field('dateOfBirth', 'Please check your date of birth.');
}
