import { ZNetzartList } from '@lap/contracts';
import { listNetzarten } from '../../services/stammdaten/netzart.service.js';
import { signedIn } from '../../access.js';
import { signedInProcedure } from '../../procedures.js';

/** The selection list for the request form (without id 20). */
export const netzartenProcedure = signedInProcedure(signedIn('angemeldet: Stammdaten'))
  .output(ZNetzartList)
  .query(({ ctx }) => listNetzarten(ctx.em, false));
