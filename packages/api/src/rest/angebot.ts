import { ANGEBOTE_LIST } from '@lap/contracts';
import { unchecked, bodyObject, listQueryFromUrl, moneyFieldsOf, remarkOf, type RestRoute } from './route.js';

/** Money of an offer and its lines (euros here, cents in the procedures). */
const ANGEBOT_MONEY = ['betrag', 'nettoBetrag', 'mwst'] as const;
const POSITION_MONEY = ['einzelpreis', 'gesamtpreis'] as const;

/** Offers: staff pricing and sending, the customer's decision (spec 001 §7 Angebot). */
export const ANGEBOT_ROUTES: RestRoute[] = [
  {
    method: 'GET',
    path: 'api/Angebot/GetAngebote',
    call: (c, r) => c.angebot.list(unchecked(listQueryFromUrl(r.query))),
    money: moneyFieldsOf(ANGEBOTE_LIST),
  },
  {
    method: 'GET',
    path: 'api/Angebot/GetAngebotByAntragId/{id}',
    call: (c, r) => c.angebot.byAntragId({ antragId: r.params.id ?? '' }),
    money: ANGEBOT_MONEY,
  },
  {
    method: 'GET',
    path: 'api/Angebot/GetAngebotsPositionen/{id}',
    call: (c, r) => c.angebot.positionen({ antragId: r.params.id ?? '' }),
    money: POSITION_MONEY,
  },
  {
    method: 'GET',
    path: 'api/Angebot/GetGemeindenById/{id}',
    call: (c, r) => c.angebot.gemeinden({ antragId: r.params.id ?? '' }),
  },
  {
    method: 'PUT',
    path: 'api/Angebot/PutEnDisableGemeindeById/{id}',
    call: (c, r) =>
      c.angebot.enDisableGemeinde(
        unchecked({
          id: Number(r.params.id),
          ...(typeof bodyObject(r.body).disabled === 'boolean' ? { disabled: bodyObject(r.body).disabled } : {}),
        }),
      ),
  },
  {
    method: 'POST',
    path: 'api/Angebot/PostAngebotPosition',
    call: (c, r) => c.angebot.addPosition(unchecked(bodyObject(r.body))),
    money: POSITION_MONEY,
  },
  {
    method: 'PUT',
    path: 'api/Angebot/PutAngebotPosition/{id}',
    call: (c, r) => c.angebot.updatePosition(unchecked({ ...bodyObject(r.body), id: Number(r.params.id) })),
    money: POSITION_MONEY,
  },
  {
    method: 'DELETE',
    path: 'api/Angebot/DeleteAngebotPosition/{id}',
    call: (c, r) => c.angebot.deletePosition({ id: Number(r.params.id) }),
  },
  {
    method: 'PUT',
    path: 'api/Angebot/UebernahmeAllePosition/{id}',
    call: (c, r) => c.angebot.uebernahme({ antragId: r.params.id ?? '' }),
    money: POSITION_MONEY,
  },
  {
    method: 'PUT',
    path: 'api/Angebot/BemerkungAngebot/{id}',
    call: (c, r) => c.angebot.bemerkung({ antragId: r.params.id ?? '', bemerkung: remarkOf(r.body) }),
  },
  {
    method: 'PUT',
    path: 'api/Angebot/SendeAngebot/{id}',
    call: (c, r) =>
      c.angebot.senden(unchecked({ antragId: r.params.id, vorkasse: bodyObject(r.body).vorkasse ?? false })),
  },
  {
    method: 'PUT',
    path: 'api/Angebot/DienstleisterBeenden/{id}',
    call: (c, r) => c.angebot.beenden({ antragId: r.params.id ?? '' }),
  },
  {
    method: 'DELETE',
    path: 'api/Angebot/DeleteAngebot/{id}',
    call: (c, r) => c.angebot.delete({ antragId: r.params.id ?? '' }),
  },
  {
    method: 'PUT',
    path: 'api/Angebot/ZustimmungAngebotKunde/{id}',
    // The spec gives no body: the documented call alone accepts (the page itself insists on the withdrawal
    // checkbox); an explicit `widerrufAnerkannt: false` is still refused. The Auftrag's date records when.
    call: (c, r) => {
      const given = bodyObject(r.body).widerrufAnerkannt;
      return c.angebot.zustimmung(
        unchecked({ antragId: r.params.id, widerrufAnerkannt: given === undefined || given === null ? true : given }),
      );
    },
  },
  // The spec names the body "reason text": {grund, text}, or a bare reason string.
  {
    method: 'PUT',
    path: 'api/Angebot/AblehnungAngebotKunde/{id}',
    call: (c, r) =>
      c.angebot.ablehnung(
        unchecked({ antragId: r.params.id, ...(typeof r.body === 'string' ? { grund: r.body } : bodyObject(r.body)) }),
      ),
  },
];
