import { router } from '../../trpc.js';
import { angebotHistorieProcedure } from './angebot-historie.js';
import { listProcedure } from './list.js';
import { nutzerProcedure } from './nutzer.js';
import { auftragProcedure } from './auftrag.js';
import { auftraegeProcedure } from './auftraege.js';

// Histories (spec 001 §2 'Histories'): staff members' histories for both staff roles (administrators view histories,
// 001 §1); a case's history and the order list are case data, for case workers only.
export const historienRouter = router({
  angebotHistorie: angebotHistorieProcedure,
  list: listProcedure,
  nutzer: nutzerProcedure,
  auftrag: auftragProcedure,
  auftraege: auftraegeProcedure,
});
