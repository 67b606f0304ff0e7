export * from './content';
export * from './queries';
export * from './payments';
export * from './receipts';
export * from './translations';
