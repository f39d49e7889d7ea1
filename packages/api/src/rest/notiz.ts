import type { TNotizListInput, TNotizSave } from '@lap/contracts';
import { bodyObject, unchecked, type RestRoute } from './route.js';

/**
 * GetNotizen takes `{notizFilter: {projekt, projektId}, anzeige?}` like the tRPC call, or the filter itself as the body
 * (`{projekt, projektId}`: the spec's "filter by projekt and projektId"); an empty body lists the global notes.
 */
function listInput(body: unknown): TNotizListInput {
  const b = bodyObject(body);
  if (
    !Object.hasOwn(b, 'notizFilter') &&
    !Object.hasOwn(b, 'anzeige') &&
    (Object.hasOwn(b, 'projekt') || Object.hasOwn(b, 'projektId'))
  ) {
    return unchecked<TNotizListInput>({ notizFilter: { projekt: b.projekt, projektId: b.projektId } });
  }
  return unchecked<TNotizListInput>(b);
}

/** Notes panel (spec 001 §7 'Histories, print, notes, notifications'): case workers only. */
export const NOTIZ_ROUTES: RestRoute[] = [
  { method: 'POST', path: 'api/Nutzer/GetNotizen', call: (c, r) => c.notiz.list(listInput(r.body)) },
  { method: 'POST', path: 'api/Nutzer/PostSaveNotiz', call: (c, r) => c.notiz.save(unchecked<TNotizSave>(r.body)) },
  {
    method: 'DELETE',
    path: 'api/Nutzer/DeleteNotiz/{id}',
    call: (c, r) => c.notiz.delete({ id: Number(r.params.id) }),
  },
];
