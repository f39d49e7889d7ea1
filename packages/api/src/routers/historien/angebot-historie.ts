import { z } from 'zod';
import { ANGEBOT_HISTORIE_LIST, listQuerySchema } from '@lap/contracts';
import { angebotHistorie, ZAngebotHistorieResult } from '../../services/angebot/list.service.js';
import { officeProcedure } from '../../procedures.js';

/** GetAngebotHistorie/{userId} (staff). */
export const angebotHistorieProcedure = officeProcedure()
  .input(listQuerySchema(ANGEBOT_HISTORIE_LIST).extend({ userId: z.string().max(64) }))
  .output(ZAngebotHistorieResult)
  .query(({ ctx, input }) => angebotHistorie(ctx, input.userId, input));
