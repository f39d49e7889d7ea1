import { z } from 'zod';
import { ZNotiz, ZNotizListInput } from '@lap/contracts';
import { listNotizen } from '../../services/notiz/notiz.service.js';
import { staffProcedure } from '../../procedures.js';

/** POST api/Nutzer/GetNotizen: global notes and those of the page's object. */
export const listProcedure = staffProcedure((fx) => ({ notizFilter: { projekt: 2, projektId: fx.auftragId } }))
  .input(ZNotizListInput)
  .output(z.array(ZNotiz))
  .query(({ ctx, input }) => listNotizen(ctx, input));
