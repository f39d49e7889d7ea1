export * from './vorgangsnummer.js';
export * from './antrag-status.js';
