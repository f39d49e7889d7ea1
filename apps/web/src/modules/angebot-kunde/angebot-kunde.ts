import {
  ABLEHN_GRUENDE,
  ABLEHN_GRUND_LABEL,
  ANGEBOT_MSG,
  ANTRAG_STATUS_ID,
  KEINE_ANGABE,
  KEINE_AUSWAHL,
  type TAblehnGrund,
  type TAblehnungInput,
  ZZustimmungInput,
} from '@lap/contracts';

// The customer offer page's rules and texts (spec 000 §2, §5 offer acceptance and rejection, §8).

/** Where the offer stands, as the page tells it. */
export type TAngebotStand = 'offen' | 'abgelehnt' | 'beauftragt' | 'beendet' | 'nichtVersendet';

/** spec 000 §4: 3 open for a decision, 4 rejected, 8 ended by the provider, 5 and above ordered; below 3 not sent. */
export function angebotStand(antragStatus: number): TAngebotStand {
  if (antragStatus === ANTRAG_STATUS_ID.angebotErstellt) return 'offen';
  if (antragStatus === ANTRAG_STATUS_ID.angebotAbgelehnt) return 'abgelehnt';
  if (antragStatus === ANTRAG_STATUS_ID.beendet) return 'beendet';
  if (antragStatus >= ANTRAG_STATUS_ID.auftragErteilt) return 'beauftragt';
  return 'nichtVersendet';
}

const isGrund = (value: string): value is TAblehnGrund => (ABLEHN_GRUENDE as readonly string[]).includes(value);

/**
 * The stored rejection ('zu_teuer: Text', see the offer view's ablehnGrund) in words: the reason's label and the
 * customer's text, without the placeholders for 'no choice' and 'no text'.
 */
export function ablehnGrundText(raw: string | null): { grund: string | null; text: string | null } {
  if (!raw) return { grund: null, text: null };
  const sep = raw.indexOf(': ');
  const code = sep < 0 ? raw : raw.slice(0, sep);
  const text = sep < 0 ? '' : raw.slice(sep + 2).trim();
  return {
    grund: isGrund(code) ? ABLEHN_GRUND_LABEL[code] : null,
    text: text === '' || text === KEINE_ANGABE ? null : text,
  };
}

/** spec 000 §5: no choice is sent as Keine_Auswahl; the text goes as typed (the server turns '' into Keine_Angabe). */
export function ablehnungInput(grund: string | null, text: string): Required<Pick<TAblehnungInput, 'grund' | 'text'>> {
  return { grund: grund && isGrund(grund) ? grund : KEINE_AUSWAHL, text: text.trim() };
}

/** spec 000 §5: the withdrawal checkbox, checked with the contract's schema; the field error or null. */
export function widerrufFehler(anerkannt: boolean): string | null {
  const result = ZZustimmungInput.safeParse({ widerrufAnerkannt: anerkannt });
  return result.success ? null : (result.error.issues[0]?.message ?? ANGEBOT_MSG.widerruf);
}

/** spec 000 §8: 'Fehler beim Absenden - {message or status text}'. */
export const absendenFehler = (message: string): string => `${ANGEBOT_MSG.absendenFehler}${message}`;

const enc = encodeURIComponent;

/** After the order: the invoice address of the new Auftrag (spec 000 §2, rt=a). */
export function rechnungsadresseHref(antragId: string, auftragId: string | null, rt: 'a' | 'r' = 'a'): string {
  const query = new URLSearchParams({ rt });
  if (auftragId) query.set('aid', auftragId);
  return `/rechnungsadresse/${enc(antragId)}?${query.toString()}`;
}

export const angebotPdfHref = (antragId: string): string => `/api/Angebot/DownloadAngebotPdf/${enc(antragId)}`;

/** Our own texts (spec silent), in one place. */
export const ANGEBOT_KUNDE_TEXT = {
  pdfLink: 'Angebot als PDF herunterladen',
  beauftragen: 'Zahlungspflichtig beauftragen',
  ablehnen: 'Angebot ablehnen',
  ablehnungSenden: 'Ablehnung senden',
  widerrufCheckbox:
    'Ich habe die Widerrufsbelehrung gelesen und stimme zu, dass mit der Ausführung vor Ablauf der Widerrufsfrist begonnen wird.',
  widerrufKurz:
    'Sind Sie Verbraucher, können Sie Ihren Auftrag binnen vierzehn Tagen ab Vertragsschluss ohne Angabe von Gründen widerrufen. ' +
    'Beginnen wir auf Ihren Wunsch schon vor Ablauf dieser Frist, zahlen Sie im Fall des Widerrufs einen angemessenen Betrag für die bis dahin ' +
    'erbrachten Leistungen; Ihr Widerrufsrecht erlischt, sobald die Leistung vollständig erbracht ist.',
  widerrufVollstaendig: 'Die vollständige Widerrufsbelehrung mit Muster-Widerrufsformular finden Sie im Angebot (PDF).',
  vorkasse: (brutto: string) =>
    `Dieses Angebot wird gegen Vorkasse ausgeführt. Nach Ihrer Beauftragung erhalten Sie eine Vorkasserechnung über ${brutto}; ` +
    'wir beginnen mit der Bearbeitung, sobald der Betrag auf unserem Konto eingegangen ist.',
  beauftragenHinweis: 'Mit Klick auf „Zahlungspflichtig beauftragen“ nehmen Sie dieses Angebot verbindlich an.',
  beauftragt: 'Auftrag erfolgreich erteilt.',
  abgelehnt: 'Ihre Ablehnung wurde übermittelt.',
} as const;
