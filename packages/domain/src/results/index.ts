export * from './divisions';
export * from './score';
export * from './prize';
export * from './dividends';
export * from './bitset-score';
