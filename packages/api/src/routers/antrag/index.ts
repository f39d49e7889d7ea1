import { router } from '../../trpc.js';
import { saveProcedure } from './save.js';
import { sendProcedure } from './send.js';
import { updateOrtProcedure } from './update-ort.js';
import { byIdProcedure } from './by-id.js';
import { lastAntragstellerProcedure } from './last-antragsteller.js';
import { listOwnProcedure } from './list-own.js';
import { ortSucheProcedure } from './ort-suche.js';
import { checkWktProcedure } from './check-wkt.js';
import { featuresProcedure } from './features.js';
import { addFeatureProcedure } from './add-feature.js';
import { deleteFeatureProcedure } from './delete-feature.js';
import { savePositionProcedure } from './save-position.js';
import { positionProcedure } from './position.js';
import { externalKarteProcedure } from './external-karte.js';
import { filesProcedure } from './files.js';
import { dokumenteProcedure } from './dokumente.js';
import { auskuenfteProcedure } from './auskuenfte.js';
import { deleteFileProcedure } from './delete-file.js';
import { rechnungsAdresseProcedure } from './rechnungs-adresse.js';
import { saveRechnungsAdresseProcedure } from './save-rechnungs-adresse.js';

export const antragRouter = router({
  save: saveProcedure,
  send: sendProcedure,
  updateOrt: updateOrtProcedure,
  byId: byIdProcedure,
  lastAntragsteller: lastAntragstellerProcedure,
  listOwn: listOwnProcedure,
  ortSuche: ortSucheProcedure,
  checkWkt: checkWktProcedure,
  features: featuresProcedure,
  addFeature: addFeatureProcedure,
  deleteFeature: deleteFeatureProcedure,
  savePosition: savePositionProcedure,
  position: positionProcedure,
  externalKarte: externalKarteProcedure,
  files: filesProcedure,
  dokumente: dokumenteProcedure,
  auskuenfte: auskuenfteProcedure,
  deleteFile: deleteFileProcedure,
  rechnungsAdresse: rechnungsAdresseProcedure,
  saveRechnungsAdresse: saveRechnungsAdresseProcedure,
});
