import { router } from '../../trpc.js';
import { listProcedure } from './list.js';
import { byAntragIdProcedure } from './by-antrag-id.js';
import { positionenProcedure } from './positionen.js';
import { gemeindenProcedure } from './gemeinden.js';
import { enDisableGemeindeProcedure } from './en-disable-gemeinde.js';
import { addPositionProcedure } from './add-position.js';
import { updatePositionProcedure } from './update-position.js';
import { deletePositionProcedure } from './delete-position.js';
import { uebernahmeProcedure } from './uebernahme.js';
import { bemerkungProcedure } from './bemerkung.js';
import { sendenProcedure } from './senden.js';
import { beendenProcedure } from './beenden.js';
import { deleteProcedure } from './delete.js';
import { zustimmungProcedure } from './zustimmung.js';
import { ablehnungProcedure } from './ablehnung.js';

/** Offers (spec 001 §2 /angebote, /angebot/{antragId}): case workers edit and send, the customer reads and answers. */
export const angebotRouter = router({
  list: listProcedure,
  byAntragId: byAntragIdProcedure,
  positionen: positionenProcedure,
  gemeinden: gemeindenProcedure,
  enDisableGemeinde: enDisableGemeindeProcedure,
  addPosition: addPositionProcedure,
  updatePosition: updatePositionProcedure,
  deletePosition: deletePositionProcedure,
  uebernahme: uebernahmeProcedure,
  bemerkung: bemerkungProcedure,
  senden: sendenProcedure,
  beenden: beendenProcedure,
  delete: deleteProcedure,
  zustimmung: zustimmungProcedure,
  ablehnung: ablehnungProcedure,
});
