export * from './catalogue';
export * from './draws';
export * from './segments';
export * from './jobs';
export * from './ledger';
export * from './accounts';
export * from './cart';
export * from './orders';
