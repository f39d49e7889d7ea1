import { z } from 'zod';
import { ANGEBOT_HISTORIE_LIST, listQuerySchema } from '@lap/contracts';
import { roleProcedure, router } from '../../trpc.js';
import { angebotHistorie, ZAngebotHistorieResult } from '../../services/angebot/list.service.js';
import { roles } from '../../access.js';

export const historienRouter = router({
  /** GetAngebotHistorie/{userId} (staff). */
  angebotHistorie: roleProcedure('SbBereich', 'Administration').meta({ access: roles(['SbBereich', 'Administration']) })
    .input(listQuerySchema(ANGEBOT_HISTORIE_LIST).extend({ userId: z.string().max(64) }))
    .output(ZAngebotHistorieResult)
    .query(({ ctx, input }) => angebotHistorie(ctx, input.userId, input)),
});
