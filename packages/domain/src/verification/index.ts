export * from './methods';
export * from './deadline';
export * from './licence';
export * from './documents';
export * from './identity';
export * from './overview';
