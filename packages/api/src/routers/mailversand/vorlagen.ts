import { z } from 'zod';
import { ZMailVorlage } from '@lap/contracts';
import { listVorlagen } from '../../services/mailversand/vorlagen.service.js';
import { staffProcedure } from '../../procedures.js';

/** GetMailVorlagen. */
export const vorlagenProcedure = staffProcedure()
  .output(z.array(ZMailVorlage))
  .query(({ ctx }) => listVorlagen(ctx));
