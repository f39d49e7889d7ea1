// The dunning rules (spec 001 §5; issue 42; issue 43: one function each, used by the list, its mapping and the single
// view; the SQL list source computes the same and is tested against these on generated rows).
import {
  ANTRAG_STATUS_ID,
  HISTORIE_AKTION_ID,
  MAHNUNG_STUFE,
  type THistorieAktion,
  type TAntragStatus,
  type TMahnungStatus,
} from '@lap/contracts';

/** The request states that end dunning: paid (7) or the procedure ended (12). */
export const MAHNUNG_ENDE_STATUS: readonly TAntragStatus[] = [
  ANTRAG_STATUS_ID.rechnungBezahlt,
  ANTRAG_STATUS_ID.mahnverfahrenBeendet,
];

/** The request status each sent level sets: 1.–3. Mahnung (9–11); payment uncollectable ends the procedure (12). */
export const ANTRAG_STATUS_DER_STUFE: Readonly<Record<TMahnungStatus, TAntragStatus>> = {
  [MAHNUNG_STUFE.erste]: ANTRAG_STATUS_ID.mahnung1,
  [MAHNUNG_STUFE.zweite]: ANTRAG_STATUS_ID.mahnung2,
  [MAHNUNG_STUFE.dritte]: ANTRAG_STATUS_ID.mahnung3,
  [MAHNUNG_STUFE.uneinbringlich]: ANTRAG_STATUS_ID.mahnverfahrenBeendet,
};

export const istMahnverfahrenBeendet = (antragStatus: number): boolean =>
  antragStatus === ANTRAG_STATUS_ID.mahnverfahrenBeendet;

/** The last level: it tells the customer the payment is uncollectable and ends the procedure. */
export const istLetzteStufe = (stufe: number): boolean => stufe === MAHNUNG_STUFE.uneinbringlich;

/** A notice past its own due day (`faellig`, 'YYYY-MM-DD'; the day itself is in time) while unpaid and not ended. */
export function mahnungUeberschritten(
  m: { mahnungFaellig: string | null; bezahlt: boolean; antragStatus: number },
  heute: string,
): boolean {
  return (
    m.mahnungFaellig !== null &&
    m.mahnungFaellig < heute &&
    !m.bezahlt &&
    !MAHNUNG_ENDE_STATUS.includes(m.antragStatus as TAntragStatus)
  );
}

/** A notice can be changed while it is neither sent nor closed and its procedure has not ended. */
export function mahnungBearbeitbar(m: { versendet: boolean; abgeschlossen: boolean; antragStatus: number }): boolean {
  return !m.versendet && !m.abgeschlossen && !istMahnverfahrenBeendet(m.antragStatus);
}

/**
 * The level a new notice of an invoice gets: one above the highest sent one (the first when none was). Above the
 * last level there is none (null).
 */
export function naechsteMahnungStufe(
  mahnungen: readonly { versendet: boolean; stufe: number }[],
): TMahnungStatus | null {
  const hoechste = Math.max(0, ...mahnungen.filter((m) => m.versendet).map((m) => m.stufe));
  const naechste = hoechste + 1;
  return naechste <= MAHNUNG_STUFE.uneinbringlich ? (naechste as TMahnungStatus) : null;
}

/**
 * Issue 42: until which day a new notice of an invoice is premature (that day included; it may go without the case
 * worker's reason from the day after). The first notice waits for the invoice's own due day (`rechnungFaellig`), a
 * later one for the due day of the highest notice sent before it (`vorige`: that notice's level), never earlier than
 * the invoice's. Days are 'YYYY-MM-DD'.
 */
export function mahnungGehaltenBis(
  rechnungFaellig: string,
  mahnungen: readonly { versendet: boolean; stufe: number; faellig: string | null }[],
): { bis: string; vorige: TMahnungStatus | null } {
  let vorige: { stufe: number; faellig: string | null } | null = null;
  for (const m of mahnungen) if (m.versendet && (vorige === null || m.stufe > vorige.stufe)) vorige = m;
  if (vorige === null) return { bis: rechnungFaellig, vorige: null };
  const bis = vorige.faellig !== null && vorige.faellig > rechnungFaellig ? vorige.faellig : rechnungFaellig;
  return { bis, vorige: vorige.stufe as TMahnungStatus };
}

/** A notice made or sent on `heute` before the day it is held until needs the case worker's reason. */
export const mahnungVorzeitig = (gehalten: { bis: string }, heute: string): boolean => heute <= gehalten.bis;

/** The history action of a sent notice: 'Mahnung versendet', or 'Mahnverfahren eingestellt' for the last level. */
export const historieAktionDerStufe = (stufe: number): THistorieAktion =>
  istLetzteStufe(stufe) ? HISTORIE_AKTION_ID.mahnverfahrenEingestellt : HISTORIE_AKTION_ID.mahnungVersendet;
