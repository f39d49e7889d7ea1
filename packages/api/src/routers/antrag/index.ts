import { router } from '../../trpc.js';
import {
  getAntragProcedure,
  lastAntragstellerProcedure,
  listOwnAntraegeProcedure,
  ortSucheProcedure,
} from './get-antrag.js';
import {
  addFeatureProcedure,
  checkWktProcedure,
  externalKarteProcedure,
  deleteFeatureProcedure,
  featuresProcedure,
  positionProcedure,
  savePositionProcedure,
} from './karte.js';
import {
  antragFilesProcedure,
  auskunftFilesProcedure,
  deleteAntragFileProcedure,
  dokumenteFilesProcedure,
} from './dateien.js';
import { saveAntragProcedure, updateOrtProcedure } from './save-antrag.js';
import { sendAntragProcedure } from './senden.js';
import { rechnungsAdresseProcedure, saveRechnungsAdresseProcedure } from './rechnungsadresse.js';

export const antragRouter = router({
  save: saveAntragProcedure,
  send: sendAntragProcedure,
  updateOrt: updateOrtProcedure,
  byId: getAntragProcedure,
  lastAntragsteller: lastAntragstellerProcedure,
  listOwn: listOwnAntraegeProcedure,
  ortSuche: ortSucheProcedure,
  checkWkt: checkWktProcedure,
  features: featuresProcedure,
  addFeature: addFeatureProcedure,
  deleteFeature: deleteFeatureProcedure,
  savePosition: savePositionProcedure,
  position: positionProcedure,
  externalKarte: externalKarteProcedure,
  files: antragFilesProcedure,
  dokumente: dokumenteFilesProcedure,
  auskuenfte: auskunftFilesProcedure,
  deleteFile: deleteAntragFileProcedure,
  rechnungsAdresse: rechnungsAdresseProcedure,
  saveRechnungsAdresse: saveRechnungsAdresseProcedure,
});
