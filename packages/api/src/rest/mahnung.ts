import type { TMahnungUpdate } from '@lap/contracts';
import { MAHNUNGEN_LIST } from '@lap/contracts';
import { bodyObject, listQueryFromUrl, moneyFieldsOf, unchecked, type RestRoute } from './route.js';

const MAHNUNG_MONEY = ['nettoPreis', 'bruttoPreis'] as const;

/**
 * Dunning (spec 001 §7 'Dunning') plus the issue's two paths for sending (SendeMahnung/{id}) and ending the procedure
 * for an order (MahnverfahrenBeenden/{auftragId}). CreateNewMahnung is a documented GET that changes data (anti-forgery
 * header required). Money on api/* is euros.
 */
export const MAHNUNG_ROUTES: RestRoute[] = [
  {
    method: 'GET',
    path: 'api/Mahnung/GetMahnungen',
    call: (c, r) => c.mahnung.list(unchecked(listQueryFromUrl(r.query))),
    money: [...new Set([...moneyFieldsOf(MAHNUNGEN_LIST), ...MAHNUNG_MONEY])],
  },
  {
    method: 'GET',
    path: 'api/Mahnung/CreateNewMahnung/{id}',
    mutatingGet: true,
    call: (c, r) => c.mahnung.neu({ rechnungId: r.params.id ?? '' }),
    money: MAHNUNG_MONEY,
  },
  {
    method: 'GET',
    path: 'api/Mahnung/GetMahnungenByRechnungId/{rechnungId}',
    call: (c, r) => c.mahnung.byRechnung({ rechnungId: r.params.rechnungId ?? '' }),
    money: MAHNUNG_MONEY,
  },
  {
    method: 'GET',
    path: 'api/Mahnung/GetMahnungById/{id}',
    call: (c, r) => c.mahnung.get({ mahnungId: r.params.id ?? '' }),
    money: MAHNUNG_MONEY,
  },
  {
    method: 'GET',
    path: 'api/Mahnung/GetMahnungenRechnungByAuftragId/{auftragId}',
    call: (c, r) => c.mahnung.byAuftrag({ auftragId: r.params.auftragId ?? '' }),
    money: MAHNUNG_MONEY,
  },
  {
    method: 'GET',
    path: 'api/Mahnung/GetAntragByAuftragId/{auftragId}',
    call: (c, r) => c.mahnung.antrag({ auftragId: r.params.auftragId ?? '' }),
  },
  {
    method: 'PUT',
    path: 'api/Mahnung/PutUpdateMahnung/{id}',
    call: (c, r) => c.mahnung.update(unchecked<TMahnungUpdate>({ ...bodyObject(r.body), mahnungId: r.params.id })),
    money: MAHNUNG_MONEY,
  },
  {
    method: 'PUT',
    path: 'api/Mahnung/PutMahnungAbgeschlossen/{id}',
    call: (c, r) => c.mahnung.abschliessen({ mahnungId: r.params.id ?? '' }),
    money: MAHNUNG_MONEY,
  },
  {
    method: 'PUT',
    path: 'api/Mahnung/SendeMahnung/{id}',
    call: (c, r) => c.mahnung.send({ mahnungId: r.params.id ?? '' }),
    money: MAHNUNG_MONEY,
  },
  {
    method: 'PUT',
    path: 'api/Mahnung/MahnverfahrenBeenden/{auftragId}',
    call: (c, r) => c.mahnung.beenden({ auftragId: r.params.auftragId ?? '' }),
  },
];
