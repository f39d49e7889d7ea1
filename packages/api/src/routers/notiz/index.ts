import { router } from '../../trpc.js';
import { listProcedure } from './list.js';
import { saveProcedure } from './save.js';
import { deleteProcedure } from './delete.js';

// Notes panel (spec 001 §6: SbBereich only; §7 GetNotizen, PostSaveNotiz, DeleteNotiz). The changing calls' samples
// name no record (an unknown order: 404; an unknown note: 404), so the generated suites change no fixture.
export const notizRouter = router({
  list: listProcedure,
  save: saveProcedure,
  delete: deleteProcedure,
});
