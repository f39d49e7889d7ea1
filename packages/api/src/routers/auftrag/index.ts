import { router } from '../../trpc.js';
import { bemerkungProcedure, byIdProcedure, prioritaetProcedure } from './auftrag.js';
import { completeVorkassenProcedure, featuresProcedure, listProcedure, vorkassenProcedure } from './list.js';
import {
  addPositionProcedure,
  deletePositionProcedure,
  getVersorgerProcedure,
  positionenProcedure,
  postVersorgerProcedure,
  putVersorgerProcedure,
  versorgerByPositionProcedure,
} from './positionen.js';

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
