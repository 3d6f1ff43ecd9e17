import { describe, expect, it } from 'vitest';
import type { IdentityDetails } from '@fairdraw/domain';
import {
  LICENCE_NOT_CURRENT_MESSAGE,
  LICENCE_NOT_FOUND_MESSAGE,
  PERSON_NOT_FOUND_MESSAGE,
  RESIDENTIAL_ADDRESS_MESSAGE,
  sandboxIdentitySource,
} from './sandbox-identity';

const person: IdentityDetails = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  dateOfBirth: '1990-12-10',
  address: '1 George Street',
  suburb: 'Sydney',
  state: 'NSW',
  postcode: '2000',
};

describe('sandbox identity source', () => {
  it.each<[string, Partial<IdentityDetails>, string | null]>([
    ['an ordinary person', {}, null],
    ['surname Unverifiable', { lastname: 'UNVERIFIABLE' }, PERSON_NOT_FOUND_MESSAGE],
    ['a PO Box', { address: 'PO Box 123' }, RESIDENTIAL_ADDRESS_MESSAGE],
    ['a P.O. Box', { address: 'P.O. Box 9' }, RESIDENTIAL_ADDRESS_MESSAGE],
    ['a GPO Box', { address: 'GPO Box 1' }, RESIDENTIAL_ADDRESS_MESSAGE],
    ['a locked bag', { address: 'Locked Bag 7' }, RESIDENTIAL_ADDRESS_MESSAGE],
    ['a street named Box', { address: '3 Box Road' }, null],
  ])('person: %s', async (_name, changes, reason) => {
    const answer = await sandboxIdentitySource.checkPerson({ ...person, ...changes });
    expect(answer.found ? null : answer.reason).toBe(reason);
  });

  it.each<[string, string, string, string | null]>([
    ['an ordinary licence', '12345678', '1234567890', null],
    ['a licence starting 99', '99123456', '1234567890', LICENCE_NOT_FOUND_MESSAGE],
    ['spaces before the 99', ' 9 9123456', '1234567890', LICENCE_NOT_FOUND_MESSAGE],
    ['a replaced card', '12345678', '0000000000', LICENCE_NOT_CURRENT_MESSAGE],
  ])('licence: %s', async (_name, licenceNumber, cardNumber, reason) => {
    const answer = await sandboxIdentitySource.checkLicence({
      state: 'NSW',
      licenceNumber,
      cardNumber,
      holder: person,
    });
    expect(answer.found ? null : answer.reason).toBe(reason);
  });
});
