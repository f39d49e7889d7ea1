import { router } from '../../trpc.js';
import { listProcedure } from './list.js';
import { featuresProcedure } from './features.js';
import { vorkassenProcedure } from './vorkassen.js';
import { completeVorkassenProcedure } from './complete-vorkassen.js';
import { byIdProcedure } from './by-id.js';
import { bemerkungProcedure } from './bemerkung.js';
import { prioritaetProcedure } from './prioritaet.js';
import { positionenProcedure } from './positionen.js';
import { addPositionProcedure } from './add-position.js';
import { deletePositionProcedure } from './delete-position.js';
import { versorgerByPositionProcedure } from './versorger-by-position.js';
import { postVersorgerProcedure } from './post-versorger.js';
import { putVersorgerProcedure } from './put-versorger.js';
import { getVersorgerProcedure } from './get-versorger.js';

/** Orders (spec 001 §2 /auftraege, /bearbeitungslist, /auftragpositionen; §7 Order calls): case workers only. */
export const auftragRouter = router({
  list: listProcedure,
  features: featuresProcedure,
  vorkassen: vorkassenProcedure,
  completeVorkassen: completeVorkassenProcedure,
  byId: byIdProcedure,
  bemerkung: bemerkungProcedure,
  prioritaet: prioritaetProcedure,
  positionen: positionenProcedure,
  addPosition: addPositionProcedure,
  deletePosition: deletePositionProcedure,
  versorgerByPosition: versorgerByPositionProcedure,
  postVersorger: postVersorgerProcedure,
  putVersorger: putVersorgerProcedure,
  getVersorger: getVersorgerProcedure,
});
