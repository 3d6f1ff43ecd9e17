export * from './divisions';
export * from './score';
export * from './prize';
export * from './bitset-score';
