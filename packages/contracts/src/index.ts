export * from './enums.js';
export * from './messages.js';
export * from './errors.js';
export * from './auth.js';
export * from './navigation.js';
export * from './stammdaten.js';
