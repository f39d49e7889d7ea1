import { LockMode } from '@mikro-orm/core';
import { sql } from 'kysely';
import { RECHNUNG_MSG, type TRechnung, type TRechnungArt, type TRechnungsPosition } from '@lap/contracts';
import { rechnungSummen } from '@lap/domain';
import {
  Rechnung,
  Rechnungsadresse,
  type Em,
  type IRechnung,
  type IRechnungsadresse,
  type IRechnungsPosition,
} from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { isCaseWorker } from '../auftrag/auftrag-access.js';
import { isUuid } from '../ids.js';

export const rechnungNichtGefunden = (): AppError => new AppError('NOT_FOUND', RECHNUNG_MSG.nichtGefunden);

/** What kind of invoice a row is (spec 001: invoice, fee invoice, prepayment invoice; ours: the cancellation). */
export const artOf = (r: Pick<IRechnung, 'storniertRechnung' | 'gebuehrenRechnung' | 'vorkasse'>): TRechnungArt =>
  r.storniertRechnung ? 'storno' : r.gebuehrenRechnung ? 'gebuehr' : r.vorkasse ? 'vorkasse' : 'rechnung';

/** Issued = numbered and sent; from then on nothing of it changes (§ 14 UStG, GoBD). */
export const isIssued = (r: Pick<IRechnung, 'rechnungsNummer' | 'rechnungVersandt'>): boolean =>
  r.rechnungsNummer !== null && r.rechnungsNummer !== undefined;

/** Refuses any change to an issued or cancelled invoice with the German 409. */
export function assertEntwurf(r: IRechnung): void {
  if (r.storniert) throw new AppError('CONFLICT', RECHNUNG_MSG.storniert);
  if (isIssued(r)) throw new AppError('CONFLICT', RECHNUNG_MSG.versendet);
}

const POPULATE = ['auftrag', 'auftrag.antrag', 'auftrag.antrag.owner', 'positionen', 'storniertRechnung'] as const;

/** An invoice for case workers (the router says so too; this is the second lock); `lock` takes the row lock. */
export async function rechnungForStaff(
  ctx: AuthedContext,
  em: Em,
  rechnungId: string,
  opts: { lock?: boolean } = {},
): Promise<IRechnung> {
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
  return {
    id: p.id,
    rechnungId,
    sortierung: p.sortierung,
    position: p.position,
    anzahl: Number(p.anzahl),
    beschreibung: p.beschreibung,
    einheit: p.einheit ?? null,
    einzelpreis: p.einzelpreisCent,
    gesamtpreis: p.gesamtpreisCent,
  };
}

export const sortedPositionen = (r: IRechnung): IRechnungsPosition[] =>
  [...r.positionen.getItems()].sort((a, b) => a.sortierung - b.sortierung || a.id - b.id);

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
const day = (d: Date | string | null | undefined): string | null =>
  d ? (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10)) : null;

/** The invoice address of the request (the order's), or null. */
export const adresseOf = (em: Em, antragId: string): Promise<IRechnungsadresse | null> =>
  em.findOne(Rechnungsadresse, { antrag: antragId });

type Namen = { firma?: string | null; vorname?: string | null; name?: string | null };

/** The buyer frozen on an issued invoice (a JSON column: text from a plain SQL read on MariaDB and SQLite, else an object). */
function kaeuferOf(raw: unknown): Namen | null {
  const value: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
  return value !== null && typeof value === 'object' ? (value as Namen) : null;
}

/**
 * Whom an invoice's views name (auftraggeber, name): the buyer frozen on the issued invoice, else the request's invoice
 * address, else the customer.
 */
function rechnungEmpfaenger(
  kaeufer: Namen | null,
  adresse: Namen | null,
  kunde: { firma?: string | null; vorname: string; name: string },
): { auftraggeber: string | null; name: string | null } {
  return {
    auftraggeber: kaeufer?.firma ?? adresse?.firma ?? kunde.firma ?? null,
    name: kaeufer
      ? [kaeufer.vorname, kaeufer.name].filter(Boolean).join(' ') || null
      : adresse
        ? [adresse.vorname, adresse.name].filter(Boolean).join(' ')
        : `${kunde.vorname} ${kunde.name}`,
  };
}

/**
 * The columns of a plain SQL read that rechnungEmpfaenger needs, over the aliases `re` (the invoice), `ra` (the request's
 * invoice address, left-joined) and `ku` (the customer): list pages name the recipient without loading entities.
 */
export const RECIPIENT_COLUMNS = sql`re.kaeufer, ra.id as ra_id, ra.firma as ra_firma, ra.vorname as ra_vorname, ra.name as ra_name, ku.firma as ku_firma, ku.vorname as ku_vorname, ku.name as ku_name`;
export interface RecipientColumns {
  kaeufer: unknown;
  ra_id: string | null;
  ra_firma: string | null;
  ra_vorname: string | null;
  ra_name: string | null;
  ku_firma: string | null;
  ku_vorname: string;
  ku_name: string;
}

/** rechnungEmpfaenger over RECIPIENT_COLUMNS. */
export const recipientFromColumns = (e: RecipientColumns): { auftraggeber: string | null; name: string | null } =>
  rechnungEmpfaenger(
    kaeuferOf(e.kaeufer),
    e.ra_id === null ? null : { firma: e.ra_firma, vorname: e.ra_vorname, name: e.ra_name },
    { firma: e.ku_firma, vorname: e.ku_vorname, name: e.ku_name },
  );

/** spec 001 §3 Invoice. Money in cents. */
export async function rechnungView(em: Em, r: IRechnung): Promise<TRechnung> {
  const antrag = r.auftrag.antrag;
  const adresse = await adresseOf(em, antrag.id);
  const mwst = r.mwst === 16 ? 16 : 19;
  const summen = rechnungSummen(
    sortedPositionen(r).map((p) => ({ anzahl: Number(p.anzahl), einzelpreisCent: p.einzelpreisCent })),
    mwst,
  );
  const storniertDurch =
    r.storniert && !r.storniertRechnung
      ? await em.findOne(Rechnung, { storniertRechnung: r.id }, { fields: ['rechnungsNummer'] })
      : null;
  const kaeufer = (r.kaeufer ?? null) as {
    firma?: string | null;
    vorname?: string | null;
    name?: string | null;
    email?: string;
  } | null;
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
    ...rechnungEmpfaenger(kaeufer, adresse, antrag.owner),
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
