import { ZAngeboteListQuery, ZAngeboteListResult } from '@lap/contracts';
import { listAngebote } from '../../services/angebot/list.service.js';
import { signedIn } from '../../access.js';
import { signedInProcedure } from '../../procedures.js';

export const listProcedure = signedInProcedure(signedIn('Sachbearbeitung alle, Kunden die eigenen gesendeten Angebote'))
  .input(ZAngeboteListQuery)
  .output(ZAngeboteListResult)
  .query(({ ctx, input }) => listAngebote(ctx, input));
