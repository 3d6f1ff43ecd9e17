import { describe, expect, it } from 'vitest';
import { gameTypeKeys } from '@fairdraw/contracts';
import type { GameTypeKey } from '@fairdraw/contracts';
import {
  gameTypeDisplayOrder,
  gameTypeFromPathSuffix,
  gameTypePathSuffix,
  gameTypePathSuffixes,
  sortGameTypes,
} from './game-types';

// The order shop-core §2 lists.
const specOrder: GameTypeKey[] = [
  'deferred',
  'standard',
  'sequential',
  'random',
  'strike_standard',
  'strike_boxed',
  'reduced_system',
  'mega_combo',
  'powerhit',
  'powerpik',
  'syndicate',
  'lotto_party',
];

const keys = (list: { key: GameTypeKey }[]) => list.map((item) => item.key);
const asItems = (list: readonly GameTypeKey[]) => list.map((key) => ({ key }));

describe('sortGameTypes', () => {
  it('places every game type the contracts know', () => {
    expect([...gameTypeDisplayOrder].sort()).toEqual([...gameTypeKeys].sort());
  });

  it('sorts the spec list into the spec order from any starting order', () => {
    expect(keys(sortGameTypes(asItems([...specOrder].reverse())))).toEqual(specOrder);
    const shuffled: GameTypeKey[] = [
      'syndicate',
      'random',
      'deferred',
      'powerpik',
      'standard',
      'lotto_party',
    ];
    expect(keys(sortGameTypes(asItems(shuffled)))).toEqual([
      'deferred',
      'standard',
      'random',
      'powerpik',
      'syndicate',
      'lotto_party',
    ]);
  });

  it.each([
    ['powerhit_super_combo', 'powerhit', 'powerpik'],
    ['powerpik_system', 'powerpik', 'syndicate'],
  ] as const)('puts %s straight after %s, before %s', (extra, base, next) => {
    const sorted = keys(sortGameTypes(asItems([next, extra, base])));
    expect(sorted).toEqual([base, extra, next]);
  });

  it('is stable and leaves the input alone', () => {
    const list = [
      { key: 'standard' as const, id: 'a' },
      { key: 'deferred' as const, id: 'b' },
      { key: 'standard' as const, id: 'c' },
      { key: 'deferred' as const, id: 'd' },
    ];
    const before = [...list];
    const sorted = sortGameTypes(list);
    expect(sorted.map((item) => item.id)).toEqual(['b', 'd', 'a', 'c']);
    expect(list).toEqual(before);
    expect(sorted).not.toBe(list);
  });

  it('puts a game type this build does not know after the known ones', () => {
    const list = [
      { key: 'future_type' as GameTypeKey },
      { key: 'lotto_party' as const },
      { key: 'deferred' as const },
    ];
    expect(keys(sortGameTypes(list))).toEqual(['deferred', 'lotto_party', 'future_type']);
  });
});

describe('game-type path suffixes', () => {
  it.each([
    ['deferred', '/subscriptions'],
    ['powerhit', '/powerhit'],
    ['powerpik', '/powerpik'],
    ['random', '/random'],
    ['reduced_system', '/systems'],
    ['standard', '/standard'],
    ['strike_boxed', '/boxed'],
    ['mega_combo', '/super-combos'],
    ['syndicate', '/syndicates'],
    ['lotto_party', '/lotto-party'],
    // The spec gives these two no suffix of their own; Fairdraw sells them, so each has one (decision 0047).
    ['powerhit_super_combo', '/powerhit-super-combos'],
    ['powerpik_system', '/powerpik-systems'],
  ] as const)('%s → %s and back', (key, suffix) => {
    expect(gameTypePathSuffix(key)).toBe(suffix);
    expect(gameTypeFromPathSuffix(suffix.slice(1))).toBe(key);
  });

  it.each(['sequential', 'strike_standard'] as const)('%s has no suffix', (key) => {
    expect(gameTypePathSuffix(key)).toBeNull();
  });

  it('gives each suffix to one game type only', () => {
    const suffixes = Object.values(gameTypePathSuffixes).filter((suffix) => suffix !== null);
    expect(new Set(suffixes).size).toBe(suffixes.length);
  });

  it.each([
    '',
    '/systems',
    'Systems',
    'system',
    'sequential',
    'strike_standard',
    'subscription',
    'draw',
    'buy',
  ])('segment "%s" names no game type', (segment) => {
    expect(gameTypeFromPathSuffix(segment)).toBeNull();
  });
});
