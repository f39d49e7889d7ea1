import { remarkOf, unchecked, bodyObject, type RestRoute } from './route.js';

/** `nurEigene=true` (or 1) = the own-only toggle; anything else = all follow-ups. */
const flag = (value: string | undefined): boolean => value === 'true' || value === '1';

/** Follow-ups (spec 001 §7 Follow-ups); `{id}` is the supplier row (versorgerId) throughout. */
export const WIEDERVORLAGEN_ROUTES: RestRoute[] = [
  {
    method: 'GET',
    path: 'api/Wiedervorlagen/GetWiedervorlagen',
    call: (c, r) => c.wiedervorlage.list({ nurEigene: flag(r.query.nurEigene) }),
  },
  {
    method: 'PUT',
    path: 'api/Wiedervorlagen/PutSendeErinnerung/{id}',
    call: (c, r) => c.wiedervorlage.sendReminder({ id: r.params.id ?? '' }),
  },
  {
    method: 'PUT',
    path: 'api/Wiedervorlagen/BemerkungWiedervorlagen/{id}',
    call: (c, r) => c.wiedervorlage.setBemerkung({ id: r.params.id ?? '', bemerkung: remarkOf(r.body) }),
  },
  {
    method: 'GET',
    path: 'api/Wiedervorlagen/GetPositionById/{id}',
    call: (c, r) => c.wiedervorlage.position({ id: r.params.id ?? '' }),
  },
  {
    method: 'PUT',
    path: 'api/Wiedervorlagen/PutUpdatePositionVersorger/{id}',
    call: (c, r) => c.wiedervorlage.updatePosition(unchecked({ ...bodyObject(r.body), id: r.params.id })),
  },
];
