// The customer's view of each operator of an order (spec 000 §2 /dokumente; the cover letter 'Anschreiben Pdf' of
// spec 001 §2): not yet asked, asked on a day, answered, or not affected. Derived from the supplier row whenever it is
// shown, never stored, so that /dokumente and the letter always say the same.

import { ANFRAGE_STATUS_ID } from './enums.js';

export const BETREIBER_STAND = {
  nichtAngefragt: 'nichtAngefragt',
  angefragt: 'angefragt',
  geantwortet: 'geantwortet',
  nichtBetroffen: 'nichtBetroffen',
} as const;
export type TBetreiberStand = (typeof BETREIBER_STAND)[keyof typeof BETREIBER_STAND];
export const BETREIBER_STAENDE = [
  BETREIBER_STAND.nichtAngefragt,
  BETREIBER_STAND.angefragt,
  BETREIBER_STAND.geantwortet,
  BETREIBER_STAND.nichtBetroffen,
] as const;

// Our own texts (the spec gives none for the customer; its anfrageStatus labels 'offen'/'angefragt'/'fertig' are staff's).
export const BETREIBER_STAND_LABEL: Record<TBetreiberStand, string> = {
  nichtAngefragt: 'noch nicht angefragt',
  angefragt: 'angefragt',
  geantwortet: 'Auskunft erteilt',
  nichtBetroffen: 'nicht betroffen',
};

/** What /dokumente says in place of files while there are none. */
export const BETREIBER_STAND_OHNE_DATEIEN: Record<TBetreiberStand, string> = {
  nichtAngefragt: 'Wird in Kürze angefragt.',
  angefragt: 'Antwort steht noch aus',
  // spec 000 §8 empty state for files
  geantwortet: 'Keine Dateien vorhanden.',
  nichtBetroffen: 'Keine Leitungen im Baubereich.',
};

/** The state with its day ('dd.mm.yyyy', formatted by the caller), e.g. 'angefragt am 12.11.2026'. */
export function betreiberStandText(stand: TBetreiberStand, tag: string | null): string {
  const label = BETREIBER_STAND_LABEL[stand];
  if (!tag || stand === BETREIBER_STAND.nichtAngefragt) return label;
  return stand === BETREIBER_STAND.nichtBetroffen ? `${label} (Auskunft vom ${tag})` : `${label} am ${tag}`;
}

/** The enquiry mail of a supplier row's sent mail job, as its outbox row knows it. */
export interface TAnfrageMail {
  status: 'pending' | 'sent' | 'failed';
  sentAt: Date | string | null;
}

/** What the state is read from: the supplier row and, when its mail job was sent, that mail's delivery. */
export interface TBetreiberStandQuelle {
  anfrageStatus: number;
  nichtBetroffen: boolean;
  angefragtDatum?: Date | string | null | undefined;
  auskunftDatum?: Date | string | null | undefined;
  /** null: the row was not asked through a mail job (it may have been asked otherwise: portal, form, telephone). */
  anfrageMail: TAnfrageMail | null;
}

export interface TBetreiberStandWert {
  stand: TBetreiberStand;
  /** The day it refers to (ISO instant): asked on, answered on; null when unknown or not yet asked. */
  datum: string | null;
}

const isoOf = (d: Date | string | null | undefined): string | null =>
  d ? (typeof d === 'string' ? d : d.toISOString()) : null;

/**
 * The one mapping of a supplier row to the customer's state. anfrageStatus 3 (spec 001 §4 'fertig': confirmed through the
 * link or recorded by a case worker) is an answer. An enquiry by e-mail counts from the moment the outbox delivered it
 * (a queued or failed mail has not reached anyone); otherwise a recorded enquiry (anfrageStatus 2 or angefragtDatum,
 * e.g. a portal operator asked by a case worker) counts from its day. Anything else has not been asked yet.
 */
export function betreiberStand(v: TBetreiberStandQuelle): TBetreiberStandWert {
  if (v.anfrageStatus === ANFRAGE_STATUS_ID.fertig) {
    return {
      stand: v.nichtBetroffen ? BETREIBER_STAND.nichtBetroffen : BETREIBER_STAND.geantwortet,
      datum: isoOf(v.auskunftDatum),
    };
  }
  if (v.anfrageMail) {
    return v.anfrageMail.status === 'sent'
      ? { stand: BETREIBER_STAND.angefragt, datum: isoOf(v.anfrageMail.sentAt) ?? isoOf(v.angefragtDatum) }
      : { stand: BETREIBER_STAND.nichtAngefragt, datum: null };
  }
  if (v.anfrageStatus === ANFRAGE_STATUS_ID.angefragt || v.angefragtDatum)
    return { stand: BETREIBER_STAND.angefragt, datum: isoOf(v.angefragtDatum) };
  return { stand: BETREIBER_STAND.nichtAngefragt, datum: null };
}
