import { z } from 'zod';
import { ZCreateNutzerResult } from '@lap/contracts';
import { editNutzer } from '../../services/nutzer/nutzer-admin.service.js';
import { signedIn } from '../../access.js';
import { signedInProcedure } from '../../procedures.js';

/**
 * The legacy `PUT api/Nutzer/PutEditNutzer` serves both edits on one path: the body is checked by the
 * caller's schema (admin edit or own data) inside the service.
 */
export const editLegacyProcedure = signedInProcedure(
  signedIn('angemeldet: Administration alle, sonst nur die eigenen Daten'),
)
  .input(z.unknown())
  .output(ZCreateNutzerResult)
  .mutation(({ ctx, input }) => editNutzer(ctx, input));
