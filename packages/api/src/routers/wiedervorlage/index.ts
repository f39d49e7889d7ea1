import { router } from '../../trpc.js';
import { listProcedure } from './list.js';
import { tageProcedure } from './tage.js';
import { amProcedure } from './am.js';
import { sendReminderProcedure } from './send-reminder.js';
import { setBemerkungProcedure } from './set-bemerkung.js';
import { positionProcedure } from './position.js';
import { updatePositionProcedure } from './update-position.js';

/** Follow-ups (/wiedervorlagen) and 'Versorger-Position editieren' (/editposition/{versorgerId}). */
export const wiedervorlageRouter = router({
  list: listProcedure,
  tage: tageProcedure,
  am: amProcedure,
  sendReminder: sendReminderProcedure,
  setBemerkung: setBemerkungProcedure,
  position: positionProcedure,
  updatePosition: updatePositionProcedure,
});
