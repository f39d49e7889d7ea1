export * from './vorgangsnummer.js';
export * from './antrag-status.js';
export * from './format.js';
export * from './antrag-dates.js';
export * from './geometry.js';
export * from './wkt.js';
export * from './map-measure.js';
export * from './pricing.js';
