import { router } from '../../trpc.js';
import { listProcedure } from './list.js';
import { versandteProcedure } from './versandte.js';
import { neuProcedure } from './neu.js';
import { gebuehrProcedure } from './gebuehr.js';
import { byAuftragProcedure } from './by-auftrag.js';
import { alleByAuftragProcedure } from './alle-by-auftrag.js';
import { getProcedure } from './get.js';
import { positionenProcedure } from './positionen.js';
import { addPositionProcedure } from './add-position.js';
import { updatePositionProcedure } from './update-position.js';
import { deletePositionProcedure } from './delete-position.js';
import { mwstProcedure } from './mwst.js';
import { sendProcedure } from './send.js';
import { stornoProcedure } from './storno.js';
import { abschliessenProcedure } from './abschliessen.js';

// Invoices (spec 001 §7 'Invoices'): case workers only. Changing calls get samples that the rules refuse (a sent
// invoice is immutable: 409; an unknown id: 404), so the generated suites change no fixture.
export const rechnungRouter = router({
  list: listProcedure,
  versandte: versandteProcedure,
  neu: neuProcedure,
  gebuehr: gebuehrProcedure,
  byAuftrag: byAuftragProcedure,
  alleByAuftrag: alleByAuftragProcedure,
  get: getProcedure,
  positionen: positionenProcedure,
  addPosition: addPositionProcedure,
  updatePosition: updatePositionProcedure,
  deletePosition: deletePositionProcedure,
  mwst: mwstProcedure,
  send: sendProcedure,
  storno: stornoProcedure,
  abschliessen: abschliessenProcedure,
});
