import { roleProcedure } from '../../trpc.js';
import { roles } from '../../access.js';

/** Follow-ups belong to case workers (spec 001 §6: Wiedervorlagen in the SbBereich navigation). */
export const caseWorkerProcedure = (sample?: Parameters<typeof roles>[1]) =>
  roleProcedure('SbBereich').meta({ access: roles(['SbBereich'], sample) });
