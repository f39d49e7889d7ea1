import { ZMahnungenListQuery, ZMahnungenListResult } from '@lap/contracts';
import { listMahnungen } from '../../services/mahnung/mahnung.service.js';
import { staffProcedure } from '../../procedures.js';

/** GetMahnungen: /mahnungen (list protocol). */
export const listProcedure = staffProcedure()
  .input(ZMahnungenListQuery)
  .output(ZMahnungenListResult)
  .query(({ ctx, input }) => listMahnungen(ctx, input));
