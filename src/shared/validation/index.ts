export * from './messages';
export * from './rules';
export * from './files';
export * from './forms';
