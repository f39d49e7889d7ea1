import { z } from 'zod';
import { ZNotiz, ZNotizListInput, NOTIZ_PROJEKT_ID } from '@lap/contracts';
import { listNotizen } from '../../services/notiz/notiz.service.js';
import { staffProcedure } from '../../procedures.js';

/** POST api/Nutzer/GetNotizen: global notes and those of the page's object. */
export const listProcedure = staffProcedure((fx) => ({
  notizFilter: { projekt: NOTIZ_PROJEKT_ID.auftrag, projektId: fx.auftragId },
}))
  .input(ZNotizListInput)
  .output(z.array(ZNotiz))
  .query(({ ctx, input }) => listNotizen(ctx, input));
