import { ZLastAntragsteller } from '@lap/contracts';
import { getLastAntragsteller } from '../../services/antrag/antrag.service.js';
import { applicantProcedure } from '../../procedures.js';

export const lastAntragstellerProcedure = applicantProcedure()
  .output(ZLastAntragsteller)
  .query(({ ctx }) => getLastAntragsteller(ctx));
