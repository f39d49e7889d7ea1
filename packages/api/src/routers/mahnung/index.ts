import { router } from '../../trpc.js';
import { listProcedure } from './list.js';
import { neuProcedure } from './neu.js';
import { getProcedure } from './get.js';
import { byRechnungProcedure } from './by-rechnung.js';
import { byAuftragProcedure } from './by-auftrag.js';
import { antragProcedure } from './antrag.js';
import { updateProcedure } from './update.js';
import { abschliessenProcedure } from './abschliessen.js';
import { sendProcedure } from './send.js';
import { beendenProcedure } from './beenden.js';
import { vorlagenProcedure } from './vorlagen.js';
import { saveVorlageProcedure } from './save-vorlage.js';

// Dunning (spec 001 §7 'Dunning'): case workers only. Changing calls get samples the rules refuse (an unknown id: 404;
// a sent notice: 409), so the generated suites change no fixture.
export const mahnungRouter = router({
  list: listProcedure,
  neu: neuProcedure,
  get: getProcedure,
  byRechnung: byRechnungProcedure,
  byAuftrag: byAuftragProcedure,
  antrag: antragProcedure,
  update: updateProcedure,
  abschliessen: abschliessenProcedure,
  send: sendProcedure,
  beenden: beendenProcedure,
  vorlagen: vorlagenProcedure,
  saveVorlage: saveVorlageProcedure,
});
