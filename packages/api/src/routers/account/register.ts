import { MSG, ZMessageResult, ZRegisterInput } from '@lap/contracts';
import { register } from '../../services/account/account.service.js';
import { publicProcedure } from '../../procedures.js';

/** spec 000 §5: field errors at the fields, summary 'Daten nicht valid'. */
export const registerProcedure = publicProcedure('öffentlich: Registrierung')
  .meta({ validationMessage: MSG.datenNichtValid })
  .input(ZRegisterInput)
  .output(ZMessageResult)
  .mutation(({ ctx, input }) => register(ctx, input));
