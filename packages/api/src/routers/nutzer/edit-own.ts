import { ZCreateNutzerResult, ZOwnDataInput } from '@lap/contracts';
import { editOwnData } from '../../services/nutzer/nutzer-admin.service.js';
import { signedIn } from '../../access.js';
import { signedInProcedure } from '../../procedures.js';

export const editOwnProcedure = signedInProcedure(signedIn('angemeldet: nur die eigenen Daten'))
  .input(ZOwnDataInput)
  .output(ZCreateNutzerResult)
  .mutation(({ ctx, input }) => editOwnData(ctx, input));
