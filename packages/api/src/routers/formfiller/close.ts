import { z } from 'zod';
import { ZFormfillerClosed } from '@lap/contracts';
import { closePuppet } from '../../services/formfiller/formfiller.service.js';
import { staffProcedure } from '../../procedures.js';

/** POST api/Formfiller/ClosePuppet. */
export const closeProcedure = staffProcedure()
  .input(z.object({}).optional())
  .output(ZFormfillerClosed)
  .mutation(({ ctx }) => closePuppet(ctx));
