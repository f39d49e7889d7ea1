import type { TFormfillerFillInput } from '@lap/contracts';
import { bodyObject, unchecked, type RestRoute } from './route.js';

/**
 * Form filler (spec 001 §7; the controller is not named there, so api/Formfiller/…). ScanBetreiberForm/{id}: id is the
 * order, the body `{url}`. PostDataToOnlineForm: `{auftragId, url?, zuordnung?}` plus the documented `antrag`, `person`,
 * `restDaten` (accepted, not used: the server reads the order's data itself).
 */
export const FORMFILLER_ROUTES: RestRoute[] = [
  {
    method: 'POST',
    path: 'api/Formfiller/ScanBetreiberForm/{id}',
    call: (c, r) => c.formfiller.scan({ auftragId: r.params.id ?? '', url: unchecked<string>(bodyObject(r.body).url) }),
  },
  {
    method: 'GET',
    path: 'api/Formfiller/GetFormfillerAntragByAuftragId/{id}',
    call: (c, r) => c.formfiller.antrag({ auftragId: r.params.id ?? '' }),
  },
  {
    method: 'POST',
    path: 'api/Formfiller/PostDataToOnlineForm',
    call: (c, r) => c.formfiller.fill(unchecked<TFormfillerFillInput>(r.body)),
  },
  { method: 'POST', path: 'api/Formfiller/ClosePuppet', call: (c) => c.formfiller.close() },
  { method: 'GET', path: 'api/Formfiller/GetPuppetUrl', call: (c) => c.formfiller.puppetUrl() },
];
