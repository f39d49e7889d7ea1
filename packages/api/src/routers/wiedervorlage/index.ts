import { router } from '../../trpc.js';
import { bemerkungWiedervorlageProcedure } from './bemerkung-wiedervorlage.js';
import {
  getWiedervorlagenProcedure,
  wiedervorlagenAmProcedure,
  wiedervorlagenTageProcedure,
} from './get-wiedervorlagen.js';
import { getPositionProcedure, updatePositionProcedure } from './position.js';
import { sendeErinnerungProcedure } from './sende-erinnerung.js';

/** Follow-ups (/wiedervorlagen) and 'Versorger-Position editieren' (/editposition/{versorgerId}). */
export const wiedervorlageRouter = router({
  list: getWiedervorlagenProcedure,
  tage: wiedervorlagenTageProcedure,
  am: wiedervorlagenAmProcedure,
  sendReminder: sendeErinnerungProcedure,
  setBemerkung: bemerkungWiedervorlageProcedure,
  position: getPositionProcedure,
  updatePosition: updatePositionProcedure,
});
