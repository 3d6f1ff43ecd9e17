import { describe, expect, it } from 'vitest';
import { australianStates } from '@fairdraw/contracts';
import { checkLicence, LICENCE_RULES, licenceConfig, normaliseLicenceText } from './licence';

describe('licence rules', () => {
  it('covers every state and territory once', () => {
    expect(LICENCE_RULES.map((rules) => rules.state).sort()).toEqual([...australianStates].sort());
    expect(licenceConfig.states).toHaveLength(8);
  });

  it('normalises spaces and case', () => {
    expect(normaliseLicenceText(' 12 345 ab ')).toBe('12345AB');
  });

  it.each<[string, string, string, Record<string, string>]>([
    ['NSW', '1234AB', '1234567890', {}],
    ['NSW', '12 34 56', '12345 67890', {}],
    [
      'NSW',
      '12345',
      '1234567890',
      { licenceNumber: 'Your licence number should be 6 to 8 letters or digits.' },
    ],
    ['NSW', '123456', '123456789A', { cardNumber: 'Your card number should be 10 digits.' }],
    ['VIC', '123456789', 'ab12cd34', {}],
    ['VIC', '12345678901', 'AB12CD34', { licenceNumber: 'Your licence number should be 1 to 10 digits.' }],
    ['QLD', '12345678', 'A123456789', {}],
    ['QLD', '1234567', 'A123456789', { licenceNumber: 'Your licence number should be 8 to 9 digits.' }],
    ['WA', '1234567', '12345678', {}],
    ['WA', '123456A', '12345678', { licenceNumber: 'Your licence number should be 7 digits.' }],
    ['SA', 'S12345', 'ABC123456', {}],
    ['TAS', 'A12345', '123456789', {}],
    ['ACT', '1', 'ABCDE12345', {}],
    ['NT', '1234567', '123456', {}],
    ['NT', '1234567', '12345', { cardNumber: 'Your card number should be 6 to 8 digits.' }],
    ['NSW', '', '', { licenceNumber: 'This field is required', cardNumber: 'This field is required' }],
    ['', '123456', '1234567890', { state: 'This field is required' }],
    [
      'XX',
      '123456',
      '1234567890',
      { state: 'Please choose the state or territory that issued your licence.' },
    ],
    [
      'NSW',
      '12-34-56',
      '1234567890',
      { licenceNumber: 'Your licence number should be 6 to 8 letters or digits.' },
    ],
  ])('%s %j %j', (state, licenceNumber, cardNumber, problems) => {
    expect(checkLicence({ state, licenceNumber, cardNumber })).toEqual(problems);
  });
});
