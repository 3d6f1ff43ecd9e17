export * from './divisions';
export * from './score';
export * from './prize';
export * from './matches';
export * from './dividends';
export * from './bitset-score';
export * from './statistics';
export * from './odds';
