import { router } from '../../trpc.js';
import { auftragProcedure } from './auftrag.js';
import { auftragListeProcedure } from './auftrag-liste.js';
import { erstellenProcedure } from './erstellen.js';
import { listProcedure } from './list.js';
import { jobProcedure } from './job.js';
import { updateProcedure } from './update.js';
import { deleteProcedure } from './delete.js';
import { anhaengeProcedure } from './anhaenge.js';
import { deleteAnhangProcedure } from './delete-anhang.js';
import { vorschauProcedure } from './vorschau.js';
import { sendProcedure } from './send.js';
import { vorlagenProcedure } from './vorlagen.js';
import { saveVorlageProcedure } from './save-vorlage.js';
import { vorlageVorschauProcedure } from './vorlage-vorschau.js';

// Operator e-mail (spec 001 §2 'Operator e-mail', §7 'Mail dispatch'): case workers only. Samples name the fixture
// order's mail job (`fx.mailJobId`); changing calls get samples that change nothing or are refused by a rule.
export const mailversandRouter = router({
  auftrag: auftragProcedure,
  auftragListe: auftragListeProcedure,
  erstellen: erstellenProcedure,
  list: listProcedure,
  job: jobProcedure,
  update: updateProcedure,
  delete: deleteProcedure,
  anhaenge: anhaengeProcedure,
  deleteAnhang: deleteAnhangProcedure,
  vorschau: vorschauProcedure,
  send: sendProcedure,
  vorlagen: vorlagenProcedure,
  saveVorlage: saveVorlageProcedure,
  vorlageVorschau: vorlageVorschauProcedure,
});
