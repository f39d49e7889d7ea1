export * from './vorgangsnummer.js';
export * from './antrag-status.js';
export * from './format.js';
export * from './antrag-dates.js';
export * from './geometry.js';
