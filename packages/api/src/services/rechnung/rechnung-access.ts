import { LockMode } from '@mikro-orm/core';
import { RECHNUNG_MSG, type TRechnung, type TRechnungArt, type TRechnungsPosition } from '@lap/contracts';
import { rechnungSummen, summenVonNetto } from '@lap/domain';
import { Rechnung, Rechnungsadresse, type Em, type IRechnung, type IRechnungsadresse, type IRechnungsPosition } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { isCaseWorker } from '../auftrag/auftrag-access.js';
import { isUuid } from '../ids.js';

export const rechnungNichtGefunden = (): AppError => new AppError('NOT_FOUND', RECHNUNG_MSG.nichtGefunden);

/** What kind of invoice a row is (spec 001: invoice, fee invoice, prepayment invoice; ours: the cancellation). */
export const artOf = (r: Pick<IRechnung, 'storniertRechnung' | 'gebuehrenRechnung' | 'vorkasse'>): TRechnungArt =>
  r.storniertRechnung ? 'storno' : r.gebuehrenRechnung ? 'gebuehr' : r.vorkasse ? 'vorkasse' : 'rechnung';

/** Issued = numbered and sent; from then on nothing of it changes (§ 14 UStG, GoBD). */
export const isIssued = (r: Pick<IRechnung, 'rechnungsNummer' | 'rechnungVersandt'>): boolean => r.rechnungsNummer !== null && r.rechnungsNummer !== undefined;

/** Refuses any change to an issued or cancelled invoice with the German 409. */
export function assertEntwurf(r: IRechnung): void {
  if (r.storniert) throw new AppError('CONFLICT', RECHNUNG_MSG.storniert);
  if (isIssued(r)) throw new AppError('CONFLICT', RECHNUNG_MSG.versendet);
}

const POPULATE = ['auftrag', 'auftrag.antrag', 'auftrag.antrag.owner', 'positionen', 'storniertRechnung'] as const;

/** An invoice for case workers (the router says so too; this is the second lock); `lock` takes the row lock. */
export async function rechnungForStaff(ctx: AuthedContext, em: Em, rechnungId: string, opts: { lock?: boolean } = {}): Promise<IRechnung> {
  if (!isCaseWorker(ctx)) throw new AppError('FORBIDDEN');
  return rechnungById(em, rechnungId, opts);
}

/** An invoice with what its views and documents need, for code that has checked the caller (or is the worker). */
export async function rechnungById(em: Em, rechnungId: string, opts: { lock?: boolean } = {}): Promise<IRechnung> {
  const id = rechnungId.toLowerCase();
  if (!isUuid(id)) throw rechnungNichtGefunden();
  if (opts.lock) await em.findOne(Rechnung, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'] });
  const r = await em.findOne(Rechnung, { id }, { populate: POPULATE, ...(opts.lock ? { refresh: true } : {}) });
  if (!r) throw rechnungNichtGefunden();
  return r;
}

export function positionView(p: IRechnungsPosition, rechnungId: string): TRechnungsPosition {
  return { id: p.id, rechnungId, sortierung: p.sortierung, position: p.position, anzahl: Number(p.anzahl), beschreibung: p.beschreibung, einheit: p.einheit ?? null, einzelpreis: p.einzelpreisCent, gesamtpreis: p.gesamtpreisCent };
}

export const sortedPositionen = (r: IRechnung): IRechnungsPosition[] => [...r.positionen.getItems()].sort((a, b) => a.sortierung - b.sortierung || a.id - b.id);

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
const day = (d: Date | string | null | undefined): string | null => (d ? (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10)) : null);

/** The invoice address of the request (the order's), or null. */
export const adresseOf = (em: Em, antragId: string): Promise<IRechnungsadresse | null> => em.findOne(Rechnungsadresse, { antrag: antragId });

/** What rechnungView reads besides the loaded invoice, looked up once for a whole page (rechnungViewsVorab). */
export interface RechnungViewVorab {
  adresse: IRechnungsadresse | null;
  /** The number of the cancellation that cancelled this invoice, if any. */
  storniertDurch: string | null;
  /**
   * The net sum as kept on the invoice (`netto_cent`, the sum of its lines' totals): a list page then does not load
   * every invoice's lines for the sums.
   */
  nettoCent?: number;
}

/** The lookups of rechnungView for many loaded invoices at once: two queries instead of one or two per invoice. */
export async function rechnungViewsVorab(em: Em, rechnungen: readonly IRechnung[]): Promise<Map<string, RechnungViewVorab>> {
  const antragIds = [...new Set(rechnungen.map((r) => r.auftrag.antrag.id))];
  const adressen = antragIds.length ? await em.find(Rechnungsadresse, { antrag: { $in: antragIds } }) : [];
  const adresseByAntrag = new Map(adressen.map((a) => [a.antrag.id, a]));
  const storniert = rechnungen.filter((r) => r.storniert && !r.storniertRechnung).map((r) => r.id);
  const stornos = storniert.length ? await em.find(Rechnung, { storniertRechnung: { $in: storniert } }, { fields: ['rechnungsNummer', 'storniertRechnung'] }) : [];
  const stornoBy = new Map<string, string | null>();
  for (const s of stornos) if (s.storniertRechnung && !stornoBy.has(s.storniertRechnung.id)) stornoBy.set(s.storniertRechnung.id, s.rechnungsNummer ?? null);
  return new Map(
    rechnungen.map((r) => [r.id, { adresse: adresseByAntrag.get(r.auftrag.antrag.id) ?? null, storniertDurch: stornoBy.get(r.id) ?? null, nettoCent: r.nettoCent }]),
  );
}

/** spec 001 §3 Invoice. Money in cents. `vorab`: the lookups made for a whole page (else made here). */
export async function rechnungView(em: Em, r: IRechnung, vorab?: RechnungViewVorab): Promise<TRechnung> {
  const antrag = r.auftrag.antrag;
  const adresse = vorab ? vorab.adresse : await adresseOf(em, antrag.id);
  const mwst = r.mwst === 16 ? 16 : 19;
  const summen =
    vorab?.nettoCent === undefined
      ? rechnungSummen(sortedPositionen(r).map((p) => ({ anzahl: Number(p.anzahl), einzelpreisCent: p.einzelpreisCent })), mwst)
      : summenVonNetto(vorab.nettoCent, mwst);
  const storniertDurch = vorab
    ? { rechnungsNummer: vorab.storniertDurch }
    : r.storniert && !r.storniertRechnung
      ? await em.findOne(Rechnung, { storniertRechnung: r.id }, { fields: ['rechnungsNummer'] })
      : null;
  const kaeufer = (r.kaeufer ?? null) as { firma?: string | null; vorname?: string | null; name?: string | null; email?: string } | null;
  return {
    rechnungId: r.id,
    auftragId: r.auftrag.id,
    antragId: antrag.id,
    vorgangsnummer: antrag.vorgangsnummer,
    art: artOf(r),
    rechnungsNummer: r.rechnungsNummer ?? null,
    rechnungsDatum: day(r.rechnungsDatum),
    rechnungVersandt: iso(r.rechnungVersandt),
    rechnungGeneriert: r.rechnungGeneriert,
    storniert: r.storniert,
    vorkasse: r.vorkasse,
    ustIdNr: r.ustIdNr ?? adresse?.ustIdNr ?? null,
    ausland: r.ausland,
    mwst: r.mwst,
    nettoPreis: summen.nettoCent,
    mwstBetrag: summen.mwstCent,
    bruttoPreis: summen.bruttoCent,
    auftraggeber: kaeufer?.firma ?? adresse?.firma ?? antrag.owner.firma ?? null,
    name: kaeufer ? [kaeufer.vorname, kaeufer.name].filter(Boolean).join(' ') || null : adresse ? [adresse.vorname, adresse.name].filter(Boolean).join(' ') : `${antrag.owner.vorname} ${antrag.owner.name}`,
    telefon: antrag.owner.telefon || null,
    rechnungEmail: kaeufer?.email ?? adresse?.rechnungEmail ?? null,
    auftragsDatum: r.auftrag.auftragsDatum.toISOString(),
    antragStatus: antrag.antragStatus,
    stornoVonRechnungsNummer: r.storniertRechnung?.rechnungsNummer ?? null,
    storniertDurch: storniertDurch?.rechnungsNummer ?? null,
    bezahltAm: iso(r.bezahltAm),
    bearbeitbar: !r.storniert && !isIssued(r),
  };
}
