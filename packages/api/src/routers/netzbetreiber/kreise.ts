import { ZKreisList } from '@lap/contracts';
import { listKreise } from '../../services/netzbetreiber/coverage.service.js';
import { staffProcedure } from '../../procedures.js';

/** 'ganzer Landkreis': the districts (5-digit key and German name). */
export const kreiseProcedure = staffProcedure()
  .output(ZKreisList)
  .query(({ ctx }) => listKreise(ctx));
