import type { TAccessFixtures } from '../../access.js';

// `a`/`b` name the REST path parameters of the same call for the matrix (the schema drops them).
export const linkSample = (fx: TAccessFixtures) => ({
  versorgerId: fx.versorgerId,
  auftragId: fx.auftragId,
  a: fx.versorgerId,
  b: fx.auftragId,
});
