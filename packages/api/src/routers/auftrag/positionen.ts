import { z } from 'zod';
import { ZAuftragByIdInput, ZAuftragPosition } from '@lap/contracts';
import { positionen } from '../../services/auftrag/positionen.service.js';
import { staffProcedure } from '../../procedures.js';

/** GetBearbeitungsPositionenById/{auftragId}. */
export const positionenProcedure = staffProcedure((fx) => ({ auftragId: fx.auftragId }))
  .input(ZAuftragByIdInput)
  .output(z.array(ZAuftragPosition))
  .query(({ ctx, input }) => positionen(ctx, input.auftragId));
