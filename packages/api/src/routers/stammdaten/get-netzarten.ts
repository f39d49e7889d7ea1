import { ZNetzartList } from '@lap/contracts';
import { authedProcedure } from '../../trpc.js';
import { listNetzarten } from '../../services/stammdaten/netzart.service.js';
import { signedIn } from '../../access.js';

/** The selection list for the request form (without id 20). */
export const getNetzartenProcedure = authedProcedure
  .meta({ access: signedIn('angemeldet: Stammdaten') })
  .output(ZNetzartList)
  .query(({ ctx }) => listNetzarten(ctx.em, false));
