// Auto verification compares what the customer types with their account record before the identity
// source is asked (decision 0020). Pure, so the rule is the same wherever it runs.
import { validationMessages } from '../validation';

export interface IdentityDetails {
  firstname: string;
  lastname: string;
  dateOfBirth: string;
  address: string;
  suburb: string;
  state: string;
  postcode: string;
}

const FIELD_NAMES: Record<keyof IdentityDetails, string> = {
  firstname: 'first name',
  lastname: 'last name',
  dateOfBirth: 'date of birth',
  address: 'address',
  suburb: 'suburb',
  state: 'state',
  postcode: 'postcode',
};

const STREET_WORDS: Record<string, string> = {
  st: 'street',
  rd: 'road',
  ave: 'avenue',
  av: 'avenue',
  dr: 'drive',
  ct: 'court',
  pl: 'place',
  cres: 'crescent',
  hwy: 'highway',
  pde: 'parade',
  tce: 'terrace',
  ln: 'lane',
};

/** Lower-case, punctuation dropped, spaces collapsed: "O'Brien " → "obrien". */
export function normaliseName(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Like names, with street abbreviations spelled out: "1 George St." → "1 george street". */
export function normaliseAddress(value: string): string {
  return normaliseName(value.replace(/[.,/-]/g, ' '))
    .split(' ')
    .map((word) => STREET_WORDS[word] ?? word)
    .join(' ');
}

const normalisers: Record<keyof IdentityDetails, (value: string) => string> = {
  firstname: normaliseName,
  lastname: normaliseName,
  dateOfBirth: (value) => value.trim(),
  address: normaliseAddress,
  suburb: normaliseName,
  state: (value) => value.trim().toUpperCase(),
  postcode: (value) => value.replace(/\s/g, ''),
};

/** Field → "Your {field} does not match" for every detail that differs from the record. */
export function identityMismatches(
  submitted: IdentityDetails,
  record: IdentityDetails,
): Partial<Record<keyof IdentityDetails, string>> {
  const problems: Partial<Record<keyof IdentityDetails, string>> = {};
  for (const field of Object.keys(FIELD_NAMES) as (keyof IdentityDetails)[]) {
    const normalise = normalisers[field];
    if (normalise(submitted[field]) !== normalise(record[field]))
      problems[field] = validationMessages.mismatch.replace('{fieldName}', FIELD_NAMES[field]);
  }
  return problems;
}
