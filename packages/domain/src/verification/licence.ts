// Driver's licence rules per state and territory (decision 0020). Served to the client by
// GET /customer-verify/config/licence and applied by the server to every licence submitted.
import type { AustralianState, LicenceConfig, LicenceFieldRule } from '@fairdraw/contracts';
import { validationMessages } from '../validation';

type StateRules = LicenceConfig['states'][number];

const digits = (minLength: number, maxLength: number): LicenceFieldRule => ({
  minLength,
  maxLength,
  characters: 'digits',
  hint: lengthText(minLength, maxLength, 'digits'),
});
const alphanumeric = (minLength: number, maxLength: number): LicenceFieldRule => ({
  minLength,
  maxLength,
  characters: 'alphanumeric',
  hint: lengthText(minLength, maxLength, 'letters or digits'),
});

function lengthText(min: number, max: number, what: string): string {
  return min === max ? `${min} ${what}` : `${min} to ${max} ${what}`;
}

/** The formats printed on each state's current licence cards. */
export const LICENCE_RULES: readonly StateRules[] = [
  {
    state: 'ACT',
    name: 'Australian Capital Territory',
    licenceNumber: digits(1, 10),
    cardNumber: alphanumeric(10, 10),
  },
  { state: 'NSW', name: 'New South Wales', licenceNumber: alphanumeric(6, 8), cardNumber: digits(10, 10) },
  { state: 'NT', name: 'Northern Territory', licenceNumber: digits(1, 10), cardNumber: digits(6, 8) },
  { state: 'QLD', name: 'Queensland', licenceNumber: digits(8, 9), cardNumber: alphanumeric(10, 10) },
  { state: 'SA', name: 'South Australia', licenceNumber: alphanumeric(6, 6), cardNumber: alphanumeric(9, 9) },
  { state: 'TAS', name: 'Tasmania', licenceNumber: alphanumeric(6, 8), cardNumber: alphanumeric(9, 9) },
  { state: 'VIC', name: 'Victoria', licenceNumber: digits(1, 10), cardNumber: alphanumeric(8, 8) },
  { state: 'WA', name: 'Western Australia', licenceNumber: digits(7, 7), cardNumber: alphanumeric(8, 10) },
];

export const licenceConfig: LicenceConfig = { states: [...LICENCE_RULES] };

export function licenceRulesFor(state: AustralianState | string): StateRules | null {
  return LICENCE_RULES.find((rules) => rules.state === state) ?? null;
}

/** Spaces dropped, letters in capitals: "12 345 abc" → "12345ABC". */
export function normaliseLicenceText(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

export const licenceMessages = {
  state: 'Please choose the state or territory that issued your licence.',
  format: (label: string, rule: LicenceFieldRule) => `Your ${label} should be ${rule.hint}.`,
} as const;

function fieldProblem(value: string, rule: LicenceFieldRule, label: string): string | null {
  const text = normaliseLicenceText(value);
  if (text === '') return validationMessages.required;
  const pattern = rule.characters === 'digits' ? /^[0-9]+$/ : /^[A-Z0-9]+$/;
  if (!pattern.test(text) || text.length < rule.minLength || text.length > rule.maxLength)
    return licenceMessages.format(label, rule);
  return null;
}

export interface LicenceInput {
  state: string;
  licenceNumber: string;
  cardNumber: string;
}

/** Field → message for every field that breaks its state's rule; empty when the licence may be checked. */
export function checkLicence(input: LicenceInput): Partial<Record<keyof LicenceInput, string>> {
  if (input.state.trim() === '') return { state: validationMessages.required };
  const rules = licenceRulesFor(input.state);
  if (!rules) return { state: licenceMessages.state };
  const problems: Partial<Record<keyof LicenceInput, string>> = {};
  const licence = fieldProblem(input.licenceNumber, rules.licenceNumber, 'licence number');
  if (licence) problems.licenceNumber = licence;
  const card = fieldProblem(input.cardNumber, rules.cardNumber, 'card number');
  if (card) problems.cardNumber = card;
  return problems;
}
