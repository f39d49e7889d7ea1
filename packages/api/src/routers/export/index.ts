import { router } from '../../trpc.js';
import { nutzerProcedure } from './nutzer.js';
import { rechnungenProcedure } from './rechnungen.js';
import { angebotHistorieProcedure } from './angebot-historie.js';

export const exportRouter = router({
  nutzer: nutzerProcedure,
  rechnungen: rechnungenProcedure,
  angebotHistorie: angebotHistorieProcedure,
});
