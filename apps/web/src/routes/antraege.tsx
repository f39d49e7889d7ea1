// Lazy route module: antraege (the applicant's requests).
export { AntraegePage as Component } from '../modules/antrag/components/AntraegePage';
