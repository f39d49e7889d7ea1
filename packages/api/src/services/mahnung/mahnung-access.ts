import { LockMode } from '@mikro-orm/core';
import {
  ANTRAG_STATUS_ID,
  MAHNUNG_MSG,
  MAHNUNG_VORZEITIG_FIELD,
  mahnungVorFaelligkeit,
  mahnungVorFaelligkeitVorige,
  type TMahnung,
} from '@lap/contracts';
import {
  berlinTag,
  formatDate,
  germanToday,
  istMahnverfahrenBeendet,
  mahnungBearbeitbar,
  mahnungGehaltenBis,
  mahnungUeberschritten,
  mahnungVorzeitig,
  naechsteMahnungStufe,
  zahlbarBis,
} from '@lap/domain';
import { Mahnung, Rechnung, type Em, type IMahnung, type IRechnung } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { isCaseWorker } from '../auftrag/auftrag-access.js';
import { isUuid } from '../ids.js';
import { artOf, isIssued, rechnungView } from '../rechnung/rechnung-access.js';

export const mahnungNichtGefunden = (): AppError => new AppError('NOT_FOUND', MAHNUNG_MSG.nichtGefunden);

const POPULATE = [
  'rechnung',
  'rechnung.positionen',
  'rechnung.storniertRechnung',
  'auftrag',
  'auftrag.antrag',
  'auftrag.antrag.owner',
  'sachbearbeiter',
] as const;

/** A dunning notice for case workers; `lock` takes its row lock. */
export async function mahnungForStaff(
  ctx: AuthedContext,
  em: Em,
  mahnungId: string,
  opts: { lock?: boolean } = {},
): Promise<IMahnung> {
  if (!isCaseWorker(ctx)) throw new AppError('FORBIDDEN');
  const id = mahnungId.toLowerCase();
  if (!isUuid(id)) throw mahnungNichtGefunden();
  if (opts.lock) await em.findOne(Mahnung, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'] });
  const m = await em.findOne(Mahnung, { id }, { populate: POPULATE, ...(opts.lock ? { refresh: true } : {}) });
  if (!m) throw mahnungNichtGefunden();
  return m;
}

/** An invoice to be dunned, for case workers. */
export async function rechnungZurMahnung(
  ctx: AuthedContext,
  em: Em,
  rechnungId: string,
  opts: { lock?: boolean } = {},
): Promise<IRechnung> {
  if (!isCaseWorker(ctx)) throw new AppError('FORBIDDEN');
  const id = rechnungId.trim().toLowerCase();
  if (id === '') throw new AppError('BAD_REQUEST', MAHNUNG_MSG.rechnungWaehlen);
  if (!isUuid(id)) throw new AppError('NOT_FOUND', MAHNUNG_MSG.rechnungNichtGefunden);
  if (opts.lock) await em.findOne(Rechnung, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id'] });
  const r = await em.findOne(
    Rechnung,
    { id },
    {
      populate: ['auftrag', 'auftrag.antrag', 'auftrag.antrag.owner', 'positionen', 'storniertRechnung'],
      ...(opts.lock ? { refresh: true } : {}),
    },
  );
  if (!r) throw new AppError('NOT_FOUND', MAHNUNG_MSG.rechnungNichtGefunden);
  return r;
}

/**
 * Why no (further) notice can be made for an invoice now, or null. `mahnungen` are the invoice's notices. A notice is
 * 'open' while it is neither sent nor closed; a sent one stays until the next level or the payment closes it.
 */
export function mahnGrund(r: IRechnung, mahnungen: readonly IMahnung[]): string | null {
  if (!isIssued(r)) return MAHNUNG_MSG.nichtVersendet;
  if (r.storniert || artOf(r) === 'storno') return MAHNUNG_MSG.storniert;
  if (r.bezahltAm || r.auftrag.antrag.antragStatus === ANTRAG_STATUS_ID.rechnungBezahlt) return MAHNUNG_MSG.bezahlt;
  if (istMahnverfahrenBeendet(r.auftrag.antrag.antragStatus)) return MAHNUNG_MSG.verfahrenBeendet;
  if (mahnungen.some((m) => !m.mahnungDate && !m.abgeschlossen)) return MAHNUNG_MSG.offenVorhanden;
  if (naechsteStufe(mahnungen) === null) return MAHNUNG_MSG.stufeMax;
  return null;
}

/** The invoice's own due day ('YYYY-MM-DD'): its date plus its payment term, as its PDF and e-invoice state it. */
export function rechnungFaelligAm(r: IRechnung, now = new Date()): string {
  return zahlbarBis(String(r.rechnungsDatum ?? berlinTag(r.rechnungVersandt ?? now)).slice(0, 10), r.zahlungszielTage);
}

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
const day = (d: Date | string | null | undefined): string | null =>
  d ? (typeof d === 'string' ? d.slice(0, 10) : d.toISOString().slice(0, 10)) : null;

const regelnZeile = (m: IMahnung) => ({
  versendet: Boolean(m.mahnungDate),
  stufe: m.mahnungStatus,
  faellig: day(m.mahnungFaellig),
});

/**
 * Issue 42: until which day a new notice of the invoice is held — the invoice's due day for the first, the previous
 * sent notice's due day for a later one (`andere`: the invoice's other notices).
 */
export const gehaltenBis = (r: IRechnung, andere: readonly IMahnung[], now = new Date()) =>
  mahnungGehaltenBis(rechnungFaelligAm(r, now), andere.map(regelnZeile));

/** Issue 42: premature on `heute` (the held day itself still counts as premature). */
export const istVorzeitig = (r: IRechnung, andere: readonly IMahnung[], heute: string, now = new Date()): boolean =>
  mahnungVorzeitig(gehaltenBis(r, andere, now), heute);

/**
 * The refusal of a premature notice: 409, with the field the override's reason goes in; it names the invoice's due
 * day for the first notice, the previous notice's for a later one.
 */
export function vorFaelligkeitFehler(r: IRechnung, andere: readonly IMahnung[] = []): AppError {
  const g = gehaltenBis(r, andere);
  const message =
    g.vorige === null
      ? mahnungVorFaelligkeit(formatDate(g.bis))
      : mahnungVorFaelligkeitVorige(g.vorige, formatDate(g.bis));
  return new AppError('CONFLICT', message, [{ field: MAHNUNG_VORZEITIG_FIELD, message }]);
}

/** The next level: one above the highest notice sent for the invoice (1 when none was), null above the last. */
export const naechsteStufe = (mahnungen: readonly IMahnung[]) => naechsteMahnungStufe(mahnungen.map(regelnZeile));

/** spec 001 §3 Dunning (money in cents). */
export async function mahnungView(em: Em, m: IMahnung, today = germanToday()): Promise<TMahnung> {
  const r = m.rechnung;
  const rv = await rechnungView(em, r);
  const letzte = await em.findOne(
    Mahnung,
    { rechnung: r.id, mahnungDate: { $ne: null } },
    { orderBy: { mahnungDate: 'desc' }, fields: ['mahnungDate'] },
  );
  const faellig = day(m.mahnungFaellig);
  const antragStatus = m.auftrag.antrag.antragStatus;
  return {
    id: m.id,
    mahnungId: m.id,
    auftragId: m.auftrag.id,
    antragId: m.auftrag.antrag.id,
    rechnungId: r.id,
    rechnungsNummer: r.rechnungsNummer ?? null,
    mahnungStatus: m.mahnungStatus,
    mahnungDate: iso(m.mahnungDate),
    mahnungFaellig: faellig,
    letzteMahnungDate: iso(letzte?.mahnungDate),
    rechnungsEmail: m.rechnungsEmail ?? null,
    betreff: m.betreff ?? null,
    mailtext: m.mailtext ?? null,
    sachbearbeiter: m.sachbearbeiter ? `${m.sachbearbeiter.vorname} ${m.sachbearbeiter.name}`.trim() : null,
    ueberschritten: mahnungUeberschritten(
      { mahnungFaellig: faellig, bezahlt: Boolean(r.bezahltAm), antragStatus },
      today,
    ),
    firma: rv.auftraggeber,
    antragsteller: rv.name,
    telefon: rv.telefon,
    nettoPreis: rv.nettoPreis,
    bruttoPreis: rv.bruttoPreis,
    vorgangsnummer: rv.vorgangsnummer,
    rechnungVersand: rv.rechnungVersandt,
    versendet: Boolean(m.mahnungDate),
    abgeschlossen: m.abgeschlossen,
    bearbeitbar: mahnungBearbeitbar({
      versendet: Boolean(m.mahnungDate),
      abgeschlossen: m.abgeschlossen,
      antragStatus,
    }),
    antragStatus,
    vorzeitigGrund: m.vorzeitigGrund ?? null,
  };
}

/** Refuses a change to a sent or closed notice with the German 409. */
export function assertBearbeitbar(m: IMahnung): void {
  if (m.mahnungDate) throw new AppError('CONFLICT', MAHNUNG_MSG.versendet);
  if (m.abgeschlossen) throw new AppError('CONFLICT', MAHNUNG_MSG.abgeschlossen);
  if (istMahnverfahrenBeendet(m.auftrag.antrag.antragStatus))
    throw new AppError('CONFLICT', MAHNUNG_MSG.verfahrenBeendet);
}
