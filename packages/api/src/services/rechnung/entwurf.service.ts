import {
  RECHNUNG_MSG,
  RECHNUNGS_POSITION_DEFAULT,
  type TRechnung,
  type TRechnungsPosition,
  type TRechnungsPositionInput,
  type TRechnungsPositionUpdate,
} from '@lap/contracts';
import { lineTotalCents, parseDeutscheZahl, roundCents } from '@lap/domain';
import { Angebot, Rechnung, RechnungsPosition, type Em, type IRechnung, type IRechnungsPosition } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { auftragForStaff } from '../auftrag/auftrag-access.js';
import {
  adresseOf,
  assertEntwurf,
  positionView,
  rechnungForStaff,
  rechnungView,
  sortedPositionen,
} from './rechnung-access.js';

/** The fee invoice's one line (spec 001: 'fee invoice'; our default text, editable before sending). */
const GEBUEHR_POSITION = {
  position: '1',
  beschreibung: 'Bearbeitungsgebühr',
  einheit: 'pauschal',
  anzahl: 1,
  einzelpreisCent: RECHNUNGS_POSITION_DEFAULT.einzelpreisEuro * 100,
};

/**
 * GetNewRechnungByAuftragId / GetGebuehrenRechnungByAuftragId: a draft invoice of the order — from the accepted offer's
 * positions (a discount of the offer as its own negative line), or the fee invoice's one line. The invoice address
 * decides ustIdNr and ausland. An open draft of the same kind is answered instead of a second one (a repeated GET creates
 * nothing twice).
 */
export async function neueRechnung(
  ctx: AuthedContext,
  auftragId: string,
  art: 'rechnung' | 'gebuehr',
): Promise<TRechnung> {
  return ctx.em.transactional(async (em) => {
    const auftrag = await auftragForStaff({ ...ctx, em }, auftragId);
    const offen = await em.findOne(
      Rechnung,
      {
        auftrag: auftrag.id,
        rechnungsNummer: null,
        storniert: false,
        gebuehrenRechnung: art === 'gebuehr',
        storniertRechnung: null,
      },
      { populate: ['auftrag', 'auftrag.antrag', 'auftrag.antrag.owner', 'positionen', 'storniertRechnung'] },
    );
    if (offen) return rechnungView(em, offen);
    const adresse = await adresseOf(em, auftrag.antrag.id);
    // a prepayment order's first invoice is its prepayment invoice; once that exists, further ones are ordinary
    const vorkasseOffen =
      art === 'rechnung' &&
      auftrag.vorkasse &&
      (await em.count(Rechnung, { auftrag: auftrag.id, vorkasse: true, storniert: false, storniertRechnung: null })) ===
        0;
    const rechnung = em.create(Rechnung, {
      auftrag,
      gebuehrenRechnung: art === 'gebuehr',
      vorkasse: vorkasseOffen,
      ustIdNr: adresse?.ausland ? (adresse.ustIdNr ?? null) : null,
      ausland: adresse?.ausland ?? false,
      mwst: 19,
    });
    if (art === 'gebuehr') {
      em.create(RechnungsPosition, {
        rechnung,
        sortierung: 1,
        ...GEBUEHR_POSITION,
        gesamtpreisCent: lineTotalCents(GEBUEHR_POSITION.anzahl, GEBUEHR_POSITION.einzelpreisCent),
      });
    } else {
      await positionenAusAngebot(em, rechnung, auftrag.antrag.id);
    }
    await em.flush();
    return rechnungView(em, await rechnungForStaff(ctx, em, rechnung.id));
  });
}

/** The lines of the accepted offer on a new invoice, its discount as a negative line of its own. */
export async function positionenAusAngebot(em: Em, rechnung: IRechnung, antragId: string): Promise<void> {
  const angebot = await em.findOne(Angebot, { antrag: antragId }, { populate: ['positionen'] });
  const lines = [...(angebot?.positionen.getItems() ?? [])].sort((a, b) => a.sortierung - b.sortierung);
  lines.forEach((p, i) =>
    em.create(RechnungsPosition, {
      rechnung,
      sortierung: i + 1,
      position: p.position,
      beschreibung: p.beschreibung,
      einheit: p.einheit ?? null,
      anzahl: Number(p.anzahl),
      einzelpreisCent: p.einzelpreisCent,
      gesamtpreisCent: p.gesamtpreisCent,
    }),
  );
  const rabatt = Number(angebot?.rabatt ?? 0);
  if (rabatt > 0 && lines.length > 0) {
    const netto = lines.reduce((sum, p) => sum + p.gesamtpreisCent, 0);
    const minus = -roundCents((netto * rabatt) / 100);
    em.create(RechnungsPosition, {
      rechnung,
      sortierung: lines.length + 1,
      position: String(lines.length + 1),
      beschreibung: `Rabatt ${String(rabatt).replace('.', ',')} %`,
      einheit: 'pauschal',
      anzahl: 1,
      einzelpreisCent: minus,
      gesamtpreisCent: minus,
    });
  }
}

/** A number as typed: a JSON number (cents for prices) or German text (euros for prices); unreadable is a German 400. */
function zahlAus(value: number | string | undefined, feld: 'anzahl' | 'einzelpreis'): number | undefined {
  if (value === undefined) return undefined;
  const label = feld === 'anzahl' ? 'Anzahl' : 'Einzelpreis';
  if (typeof value === 'number') {
    if (!Number.isFinite(value))
      throw new AppError('BAD_REQUEST', RECHNUNG_MSG.zahl(label, String(value)), [
        { field: feld, message: RECHNUNG_MSG.zahl(label, String(value)) },
      ]);
    return feld === 'einzelpreis' ? Math.round(value) : value;
  }
  const parsed = parseDeutscheZahl(value);
  if (parsed === null)
    throw new AppError('BAD_REQUEST', RECHNUNG_MSG.zahl(label, value), [
      { field: feld, message: RECHNUNG_MSG.zahl(label, value) },
    ]);
  return feld === 'einzelpreis' ? Math.round(parsed * 100) : parsed;
}

function checkRange(anzahl: number, einzelpreisCent: number): void {
  if (anzahl <= 0 || anzahl > 100_000)
    throw new AppError('BAD_REQUEST', 'Die Anzahl muss größer als 0 und höchstens 100.000 sein.', [
      { field: 'anzahl', message: 'Die Anzahl muss größer als 0 und höchstens 100.000 sein.' },
    ]);
  if (Math.abs(einzelpreisCent) > 100_000_000)
    throw new AppError('BAD_REQUEST', 'Der Preis ist zu hoch.', [
      { field: 'einzelpreis', message: 'Der Preis ist zu hoch.' },
    ]);
}

async function entwurfForWrite(ctx: AuthedContext, em: Em, rechnungId: string): Promise<IRechnung> {
  const r = await rechnungForStaff(ctx, em, rechnungId, { lock: true });
  assertEntwurf(r);
  return r;
}

/** PostRechnungsPosition: defaults anzahl 1, einzelpreis 35 €, sortierung = count + 1 (spec 001 §9). */
export async function addPosition(ctx: AuthedContext, input: TRechnungsPositionInput): Promise<TRechnungsPosition> {
  return ctx.em.transactional(async (em) => {
    const r = await entwurfForWrite(ctx, em, input.rechnungId);
    const anzahl = zahlAus(input.anzahl, 'anzahl') ?? RECHNUNGS_POSITION_DEFAULT.anzahl;
    const einzelpreisCent =
      zahlAus(input.einzelpreis, 'einzelpreis') ?? RECHNUNGS_POSITION_DEFAULT.einzelpreisEuro * 100;
    checkRange(anzahl, einzelpreisCent);
    const sortierung = input.sortierung ?? r.positionen.length + 1;
    const p = em.create(RechnungsPosition, {
      rechnung: r,
      sortierung,
      position: input.position?.trim() || String(sortierung),
      beschreibung: input.beschreibung ?? '',
      einheit: input.einheit ?? null,
      anzahl,
      einzelpreisCent,
      gesamtpreisCent: lineTotalCents(anzahl, einzelpreisCent),
    });
    await em.flush();
    return positionView(p, r.id);
  });
}

async function positionOf(ctx: AuthedContext, em: Em, id: number): Promise<{ r: IRechnung; p: IRechnungsPosition }> {
  const p = await em.findOne(RechnungsPosition, { id }, { fields: ['id', 'rechnung'] });
  if (!p) throw new AppError('NOT_FOUND', RECHNUNG_MSG.positionNichtGefunden);
  const r = await entwurfForWrite(ctx, em, p.rechnung.id);
  const line = r.positionen.getItems().find((x) => x.id === id);
  if (!line) throw new AppError('NOT_FOUND', RECHNUNG_MSG.positionNichtGefunden);
  return { r, p: line };
}

/** PutRechnungsPosition/{id}: German number input (dots removed, comma decimal); unreadable is refused, never saved as 0. */
export async function updatePosition(ctx: AuthedContext, input: TRechnungsPositionUpdate): Promise<TRechnungsPosition> {
  return ctx.em.transactional(async (em) => {
    const { r, p } = await positionOf(ctx, em, input.id);
    const anzahl = zahlAus(input.anzahl, 'anzahl') ?? Number(p.anzahl);
    const einzelpreisCent = zahlAus(input.einzelpreis, 'einzelpreis') ?? p.einzelpreisCent;
    checkRange(anzahl, einzelpreisCent);
    if (input.position !== undefined) p.position = input.position;
    if (input.beschreibung !== undefined) p.beschreibung = input.beschreibung;
    if (input.einheit !== undefined) p.einheit = input.einheit;
    if (input.sortierung !== undefined) p.sortierung = input.sortierung;
    p.anzahl = anzahl;
    p.einzelpreisCent = einzelpreisCent;
    p.gesamtpreisCent = lineTotalCents(anzahl, einzelpreisCent);
    await em.flush();
    return positionView(p, r.id);
  });
}

/** DeleteRechnungsPosition/{id}: a line of a draft. */
export async function deletePosition(ctx: AuthedContext, id: number): Promise<{ id: number }> {
  return ctx.em.transactional(async (em) => {
    const { p } = await positionOf(ctx, em, id);
    em.remove(p);
    await em.flush();
    return { id };
  });
}

/** PUT api/Rechnung/PutMwstRechnung/{id}: 19 % or 16 %, drafts only (spec 001 §4: disabled once sent or cancelled). */
export async function setMwst(ctx: AuthedContext, rechnungId: string, mwst: 19 | 16): Promise<TRechnung> {
  return ctx.em.transactional(async (em) => {
    const r = await entwurfForWrite(ctx, em, rechnungId);
    r.mwst = mwst;
    await em.flush();
    return rechnungView(em, r);
  });
}

/** GetRechnungsPositionen/{rechnungId}. */
export async function positionen(ctx: AuthedContext, rechnungId: string): Promise<TRechnungsPosition[]> {
  const r = await rechnungForStaff(ctx, ctx.em, rechnungId);
  return sortedPositionen(r).map((p) => positionView(p, r.id));
}

/** GetRechnungById/{rechnungId}. */
export async function getRechnung(ctx: AuthedContext, rechnungId: string): Promise<TRechnung> {
  return rechnungView(ctx.em, await rechnungForStaff(ctx, ctx.em, rechnungId));
}

/** GetAlleRechnungenByAuftragId/{auftragId}: every invoice of the order by dispatch ascending (drafts last). */
export async function rechnungenDesAuftrags(ctx: AuthedContext, auftragId: string): Promise<TRechnung[]> {
  const auftrag = await auftragForStaff(ctx, auftragId);
  const rows = await ctx.em.find(
    Rechnung,
    { auftrag: auftrag.id },
    { populate: ['auftrag', 'auftrag.antrag', 'auftrag.antrag.owner', 'positionen', 'storniertRechnung'] },
  );
  const key = (r: IRechnung) => (r.rechnungVersandt ? r.rechnungVersandt.getTime() : Number.MAX_SAFE_INTEGER);
  rows.sort((a, b) => key(a) - key(b) || a.createdAt.getTime() - b.createdAt.getTime());
  return Promise.all(rows.map((r) => rechnungView(ctx.em, r)));
}

/** GetRechnungByAuftragId/{auftragId}: the order's current invoice — the open draft, else the latest issued one; 404 'Keine Rechnung vorhanden.'. */
export async function aktuelleRechnung(ctx: AuthedContext, auftragId: string): Promise<TRechnung> {
  const alle = await rechnungenDesAuftrags(ctx, auftragId);
  const entwurf = alle.find((r) => r.bearbeitbar && r.art !== 'gebuehr');
  const aktuell = entwurf ?? [...alle].reverse().find((r) => !r.storniert && r.art !== 'storno') ?? alle.at(-1);
  if (!aktuell) throw new AppError('NOT_FOUND', RECHNUNG_MSG.keineRechnung);
  return aktuell;
}
