import { z } from 'zod';
import { ZNotiz, ZNotizIdInput, ZNotizListInput, ZNotizSave } from '@lap/contracts';
import { roles } from '../../access.js';
import { roleProcedure, router } from '../../trpc.js';
import { deleteNotiz, listNotizen, saveNotiz } from '../../services/notiz/notiz.service.js';

// Notes panel (spec 001 §6: SbBereich only; §7 GetNotizen, PostSaveNotiz, DeleteNotiz). The changing calls' samples
// name no record (an unknown order: 404; an unknown note: 404), so the generated suites change no fixture.
const staff = (sample?: Parameters<typeof roles>[1]) =>
  roleProcedure('SbBereich').meta({ access: roles(['SbBereich'], sample) });
const UNBEKANNT = '00000000-0000-4000-8000-000000000000';

export const notizRouter = router({
  /** POST api/Nutzer/GetNotizen: global notes and those of the page's object. */
  list: staff((fx) => ({ notizFilter: { projekt: 2, projektId: fx.auftragId } }))
    .input(ZNotizListInput)
    .output(z.array(ZNotiz))
    .query(({ ctx, input }) => listNotizen(ctx, input)),
  /** POST api/Nutzer/PostSaveNotiz. */
  save: staff(() => ({
    notizText: 'Notiz',
    saveProjektbezogen: true,
    notizFilter: { projekt: 2, projektId: UNBEKANNT },
  }))
    .input(ZNotizSave)
    .output(ZNotiz)
    .mutation(({ ctx, input }) => saveNotiz(ctx, input)),
  /** DELETE api/Nutzer/DeleteNotiz/{id}: the author only. */
  delete: staff(() => ({ id: 2_147_483_647 }))
    .input(ZNotizIdInput)
    .output(z.object({ id: z.number().int() }))
    .mutation(({ ctx, input }) => deleteNotiz(ctx, input.id)),
});
