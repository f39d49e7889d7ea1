import type { TRechnungsPositionInput, TRechnungsPositionUpdate } from '@lap/contracts';
import { RECHNUNGEN_LIST } from '@lap/contracts';
import { bodyObject, listQueryFromUrl, moneyFieldsOf, unchecked, type RestRoute } from './route.js';

const RECHNUNG_MONEY = ['nettoPreis', 'mwstBetrag', 'bruttoPreis'] as const;
const POSITION_MONEY = ['einzelpreis', 'gesamtpreis'] as const;
const ALLE_MONEY = [...RECHNUNG_MONEY, ...POSITION_MONEY];

/** `{flag}` of PutStorniereRechnung: true/1 = cancel and recreate; anything else = cancel only. */
const flagOf = (value: string | undefined): boolean => value === 'true' || value === '1';
const yes = flagOf;

/**
 * Invoices (spec 001 §7 'Invoices'). The GETs that create a draft are the documented mutating GETs (anti-forgery header
 * required). Money on api/* is euros; a line's einzelpreis may also come as German text ('1.234,56'). The PDF and XML
 * downloads are file routes (apps/server plugins/files.ts).
 */
export const RECHNUNG_ROUTES: RestRoute[] = [
  {
    method: 'GET',
    path: 'api/Rechnung/GetRechnungen',
    call: (c, r) =>
      c.rechnung.list(
        unchecked({
          ...listQueryFromUrl(r.query),
          abgeschlossene: yes(r.query.abgeschlossene),
          entwuerfe: yes(r.query.entwuerfe),
        }),
      ),
    money: moneyFieldsOf(RECHNUNGEN_LIST),
  },
  {
    method: 'GET',
    path: 'api/Rechnung/GetRechnungByAuftragId/{auftragId}',
    call: (c, r) => c.rechnung.byAuftrag({ auftragId: r.params.auftragId ?? '' }),
    money: RECHNUNG_MONEY,
    percent: ['mwst'],
  },
  {
    method: 'GET',
    path: 'api/Rechnung/GetAlleRechnungenByAuftragId/{auftragId}',
    call: (c, r) => c.rechnung.alleByAuftrag({ auftragId: r.params.auftragId ?? '' }),
    money: RECHNUNG_MONEY,
    percent: ['mwst'],
  },
  {
    method: 'GET',
    path: 'api/Rechnung/GetRechnungById/{rechnungId}',
    call: (c, r) => c.rechnung.get({ rechnungId: r.params.rechnungId ?? '' }),
    money: RECHNUNG_MONEY,
    percent: ['mwst'],
  },
  {
    method: 'GET',
    path: 'api/Rechnung/GetNewRechnungByAuftragId/{auftragId}',
    mutatingGet: true,
    call: (c, r) => c.rechnung.neu({ auftragId: r.params.auftragId ?? '' }),
    money: RECHNUNG_MONEY,
    percent: ['mwst'],
  },
  {
    method: 'GET',
    path: 'api/Rechnung/GetGebuehrenRechnungByAuftragId/{auftragId}',
    mutatingGet: true,
    call: (c, r) => c.rechnung.gebuehr({ auftragId: r.params.auftragId ?? '' }),
    money: RECHNUNG_MONEY,
    percent: ['mwst'],
  },
  {
    method: 'GET',
    path: 'api/Rechnung/GetRechnungsPositionen/{rechnungId}',
    call: (c, r) => c.rechnung.positionen({ rechnungId: r.params.rechnungId ?? '' }),
    money: POSITION_MONEY,
  },
  {
    method: 'POST',
    path: 'api/Rechnung/PostRechnungsPosition',
    call: (c, r) => c.rechnung.addPosition(unchecked<TRechnungsPositionInput>(bodyObject(r.body))),
    money: POSITION_MONEY,
  },
  {
    method: 'PUT',
    path: 'api/Rechnung/PutRechnungsPosition/{id}',
    call: (c, r) =>
      c.rechnung.updatePosition(
        unchecked<TRechnungsPositionUpdate>({ ...bodyObject(r.body), id: Number(r.params.id) }),
      ),
    money: POSITION_MONEY,
  },
  {
    method: 'DELETE',
    path: 'api/Rechnung/DeleteRechnungsPosition/{id}',
    call: (c, r) => c.rechnung.deletePosition({ id: Number(r.params.id) }),
  },
  // the issue's path for the MwSt change (the spec shows none): body {mwst} or a bare 19/16
  {
    method: 'PUT',
    path: 'api/Rechnung/PutMwstRechnung/{id}',
    call: (c, r) =>
      c.rechnung.mwst(
        unchecked({
          rechnungId: r.params.id ?? '',
          mwst: typeof r.body === 'number' ? r.body : bodyObject(r.body).mwst,
        }),
      ),
    money: RECHNUNG_MONEY,
    percent: ['mwst'],
  },
  {
    method: 'PUT',
    path: 'api/Rechnung/SendeRechnung/{id}',
    call: (c, r) => c.rechnung.send({ rechnungId: r.params.id ?? '' }),
    money: RECHNUNG_MONEY,
    percent: ['mwst'],
  },
  {
    method: 'PUT',
    path: 'api/Rechnung/PutStorniereRechnung/{id}/{flag}',
    call: (c, r) => c.rechnung.storno({ rechnungId: r.params.id ?? '', neu: flagOf(r.params.flag) }),
    money: ALLE_MONEY,
    percent: ['mwst'],
  },
  // a JSON list of auftragId (or {auftragIds: [...]})
  {
    method: 'PUT',
    path: 'api/Rechnung/PutAbgeschlosseneRechnungen',
    call: (c, r) =>
      c.rechnung.abschliessen(
        unchecked({ auftragIds: Array.isArray(r.body) ? r.body : bodyObject(r.body).auftragIds }),
      ),
  },
];
