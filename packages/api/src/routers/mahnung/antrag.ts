import { ZMahnungAntrag, ZMahnungAuftragInput } from '@lap/contracts';
import { antragZumAuftrag } from '../../services/mahnung/mahnung.service.js';
import { staffProcedure } from '../../procedures.js';

/** GetAntragByAuftragId/{auftragId}. */
export const antragProcedure = staffProcedure((fx) => ({ auftragId: fx.auftragId }))
  .input(ZMahnungAuftragInput)
  .output(ZMahnungAntrag)
  .query(({ ctx, input }) => antragZumAuftrag(ctx, input.auftragId));
