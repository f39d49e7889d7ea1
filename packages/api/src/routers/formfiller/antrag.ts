import { ZFormfillerAntrag, ZFormfillerAuftragInput } from '@lap/contracts';
import { formfillerAntrag } from '../../services/formfiller/formfiller.service.js';
import { staffProcedure } from '../../procedures.js';

/** GET api/Formfiller/GetFormfillerAntragByAuftragId/{id}. */
export const antragProcedure = staffProcedure((fx) => ({ auftragId: fx.auftragId }))
  .input(ZFormfillerAuftragInput)
  .output(ZFormfillerAntrag)
  .query(({ ctx, input }) => formfillerAntrag(ctx, input.auftragId));
