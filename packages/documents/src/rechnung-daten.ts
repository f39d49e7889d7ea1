// The input of every invoice document (PDF, XRechnung, ZUGFeRD) and the values derived from it once, so the
// PDF and the e-invoice always show the same amounts. A plain serializable object: it crosses a worker boundary.
import {
  steuerfallOf,
  formatDate,
  rechnungSummen,
  steuerSatzOf,
  type TRechnungSummen,
  type TSteuerfall,
  zahlbarBis,
} from '@lap/domain';

/** 'gebuehr' (Gebührenrechnung) and 'vorkasse' (Vorkasserechnung) are normal invoices with another title. */
export type RechnungsArt = 'rechnung' | 'gebuehr' | 'vorkasse' | 'storno';

export interface RechnungVerkaeufer {
  name: string;
  strasse: string;
  plz: string;
  ort: string;
  land: 'DE';
  telefon: string;
  email: string;
  web?: string | null;
  /** e.g. '219/123/45678'. */
  steuernummer: string;
  /** e.g. 'DE123456789'. */
  ustIdNr: string;
  /** e.g. 'Amtsgericht Dresden HRB 12345'. */
  handelsregister?: string | null;
  /** Registered seat when it differs from `ort`. */
  sitz?: string | null;
  /** e.g. 'Dr. Jana Weiß'. */
  geschaeftsfuehrung?: string | null;
  bank: { name: string; iban: string; bic: string; kontoinhaber: string };
  /** The seller's contact person (XRechnung BT-41); 'Buchhaltung' when not given. */
  kontaktName?: string | null;
}

export interface RechnungKaeufer {
  firma?: string | null;
  /** Department, c/o and the like, printed under the company. */
  firmaZusatz?: string[];
  vorname?: string | null;
  name?: string | null;
  strasse: string;
  hausnummer: string;
  plz: string;
  ort: string;
  /** ISO 3166-1 alpha-2, e.g. 'DE', 'AT', 'CH'. */
  land: string;
  ustIdNr?: string | null;
  email: string;
  /** A public customer's Leitweg-ID; goes to BT-10 (buyer reference) of the e-invoice. */
  leitwegId?: string | null;
}

export interface RechnungPosition {
  bezeichnung: string;
  beschreibung?: string | null;
  /** May have decimals (2,5 hours); negative in a Stornorechnung. */
  anzahl: number;
  /** German unit as printed ('Stück', 'pauschal', 'Stunde', 'Gemeinde' …); mapped to a UN/ECE Rec. 20 code in the e-invoice. */
  einheit?: string | null;
  einzelpreisCent: number;
  /** The seller's item number (e-invoice BT-155), printed beside the name. */
  artikelnummer?: string | null;
}

export interface RechnungDokumentDaten {
  art: RechnungsArt;
  /** Draft preview: no number yet, 'Entwurf' instead of it and as a watermark. No e-invoice for drafts. */
  entwurf: boolean;
  /** null only for drafts. */
  rechnungsNummer: string | null;
  /** YYYY-MM-DD. */
  rechnungsDatum: string;
  /** YYYY-MM-DD; von = bis prints a single Leistungsdatum. */
  leistungszeitraum: { von: string; bis: string };
  /** The case number, e.g. AS2026-000123; '' for an invoice without a case (the e-invoice form /erechnungeingaben). */
  vorgangsnummer: string;
  /** The customer's project reference. */
  projektnummer?: string | null;
  kundennummer?: string | null;
  /** The cancelled invoice, for art 'storno'. */
  storniert?: { rechnungsNummer: string; rechnungsDatum: string } | null;
  verkaeufer: RechnungVerkaeufer;
  kaeufer: RechnungKaeufer;
  /**
   * The invoice's own lines. A Stornorechnung carries the cancelled invoice's lines negated
   * (`stornoVon(original)`), so its amounts are negative like the document it is.
   */
  positionen: RechnungPosition[];
  /** The German rate; reverse charge and non-taxable invoices charge 0 % regardless. */
  mwstProzent: 19 | 16;
  /** Days from the invoice date, e.g. 14. */
  zahlungszielTage: number;
  /** Overrides the tax treatment derived from the customer's country and VAT id (steuerfallOf). */
  steuerfall?: TSteuerfall | null;
  /** A free note to the customer (e-invoice BT-22), printed above the payment terms. */
  bemerkung?: string | null;
  /** Payment terms in words (BT-20), printed above the payment request; else 'Zahlbar ohne Abzug bis …'. */
  zahlungsbedingungen?: string | null;
  /** The Verwendungszweck (BT-83); the invoice number when not given. */
  verwendungszweck?: string | null;
}

/** What the PDF and the e-invoice both print, computed once from the data. */
export interface RechnungWerte {
  steuerfall: TSteuerfall;
  summen: TRechnungSummen<RechnungPosition>;
  /** YYYY-MM-DD. */
  faelligAm: string;
  kaeuferName: string;
}

export function computeRechnungWerte(daten: RechnungDokumentDaten): RechnungWerte {
  const steuerfall = daten.steuerfall ?? steuerfallOf(daten.kaeufer);
  const summen = rechnungSummen(daten.positionen, steuerSatzOf(steuerfall, daten.mwstProzent));
  if (daten.art === 'storno') {
    if (!daten.storniert) throw new Error('Eine Stornorechnung muss die stornierte Rechnung nennen.');
    if (summen.nettoCent > 0)
      throw new Error('Eine Stornorechnung hat negative Beträge (Positionen mit stornoVon übernehmen).');
  }
  if (!daten.entwurf && !daten.rechnungsNummer?.trim())
    throw new Error('Eine Rechnung ohne Rechnungsnummer ist nur als Entwurf möglich.');
  return {
    steuerfall,
    summen,
    faelligAm: zahlbarBis(daten.rechnungsDatum, daten.zahlungszielTage),
    kaeuferName: kaeuferName(daten.kaeufer),
  };
}

/** The buyer's legal name: the company, or first and last name of a private customer. */
export function kaeuferName(kaeufer: RechnungKaeufer): string {
  return kaeufer.firma?.trim() || personenName(kaeufer);
}

/** The contact person of a company customer ('Jörg Weißbach'), null for private customers or without a name. */
export function kaeuferKontakt(kaeufer: RechnungKaeufer): string | null {
  return kaeufer.firma?.trim() ? personenName(kaeufer) || null : null;
}

function personenName(kaeufer: RechnungKaeufer): string {
  return [kaeufer.vorname, kaeufer.name]
    .map((teil) => teil?.trim() ?? '')
    .filter((teil) => teil !== '')
    .join(' ');
}

const ART_NAME: Record<RechnungsArt, string> = {
  rechnung: 'Rechnung',
  gebuehr: 'Gebührenrechnung',
  vorkasse: 'Vorkasserechnung',
  storno: 'Stornorechnung',
};

// Every German text of the invoice documents, in one place (the PDF prints them, the e-invoice carries some as notes).
export const RECHNUNG_TEXTE = {
  entwurf: 'Entwurf',
  storno: (nummer: string, datum: string): string => `Stornorechnung zu Rechnung ${nummer} vom ${datum}`,
  dokument: (art: RechnungsArt, nummer: string): string => `${ART_NAME[art]} ${nummer}`,
  betreff: (titel: string, datum: string, verkaeufer: string): string => `${titel} vom ${datum} – ${verkaeufer}`,
  stichworte: ['Rechnung', 'E-Rechnung', 'ZUGFeRD', 'Factur-X'],
  info: {
    rechnungsnummer: 'Rechnungsnr.:',
    rechnungsdatum: 'Rechnungsdatum:',
    leistungszeitraum: 'Leistungszeitraum:',
    leistungsdatum: 'Leistungsdatum:',
    vorgang: 'Vorgangsnr.:',
    projekt: 'Ihr Projekt:',
    kunde: 'Kundennr.:',
    ustIdNr: 'Ihre USt-IdNr.:',
  },
  zeitraum: (von: string, bis: string): string => `${von}–${bis}`,
  folgeseitenKopf: (titel: string, datum: string): string => `${titel} vom ${datum}`,
  anrede: 'Sehr geehrte Damen und Herren,',
  einleitungOhneVorgang: 'für unsere Leistungen berechnen wir Ihnen:',
  artikelnummer: (nummer: string): string => `Art.-Nr. ${nummer}`,
  einleitung: {
    rechnung: (vorgangsnummer: string): string =>
      `für unsere Leistungen zum Vorgang ${vorgangsnummer} berechnen wir Ihnen:`,
    gebuehr: (vorgangsnummer: string): string =>
      `für den Vorgang ${vorgangsnummer} berechnen wir Ihnen die folgenden Gebühren:`,
    vorkasse: (vorgangsnummer: string): string =>
      `für den Vorgang ${vorgangsnummer} berechnen wir Ihnen vorab die folgenden Leistungen. Die Bearbeitung beginnt nach Eingang Ihrer Zahlung.`,
    storno: (nummer: string, datum: string): string =>
      `hiermit stornieren wir die Rechnung ${nummer} vom ${datum} vollständig. Die stornierten Positionen sind mit negativen Beträgen aufgeführt:`,
  },
  spalten: { pos: 'Pos.', bezeichnung: 'Bezeichnung', menge: 'Menge', einzelpreis: 'Einzelpreis', gesamt: 'Gesamt' },
  netto: (prozent: number): string => `Nettobetrag zu ${prozent} %`,
  nettoOhneSteuer: 'Nettobetrag',
  mwst: (prozent: number): string => `zzgl. ${prozent} % MwSt.`,
  mwstReverseCharge: 'Umsatzsteuer 0 % (Reverse Charge)',
  mwstNichtSteuerbar: 'Umsatzsteuer 0 % (nicht steuerbar)',
  gesamt: 'Gesamtbetrag',
  reverseCharge: 'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge)',
  reverseChargeHinweis: (ustIdNrKaeufer: string, ustIdNrVerkaeufer: string): string =>
    'Steuerschuldnerschaft des Leistungsempfängers (Reverse Charge): Der Leistungsort liegt nach § 3a Abs. 2 UStG im ' +
    'Land des Leistungsempfängers; die Umsatzsteuer schuldet der Leistungsempfänger (Art. 196 MwStSystRL). ' +
    `USt-IdNr. des Leistungsempfängers: ${ustIdNrKaeufer}, unsere USt-IdNr.: ${ustIdNrVerkaeufer}.`,
  nichtSteuerbar: 'Nicht im Inland steuerbare Leistung (Leistungsort nach § 3a Abs. 2 UStG im Ausland)',
  nichtSteuerbarHinweis:
    'Nicht im Inland steuerbare Leistung: Der Leistungsort liegt nach § 3a Abs. 2 UStG am Sitz des Leistungsempfängers ' +
    'außerhalb der EU; deutsche Umsatzsteuer fällt nicht an. Die Steuerschuld richtet sich nach dem Recht des Empfängerlandes.',
  zahlbarBis: (datum: string): string => `Zahlbar ohne Abzug bis ${datum}.`,
  zahlung: (a: {
    datum: string;
    betrag: string;
    kontoinhaber: string;
    bank: string;
    iban: string;
    bic: string;
    verwendungszweck: string;
  }): string =>
    `Bitte überweisen Sie den Gesamtbetrag von ${a.betrag} ohne Abzug bis zum ${a.datum} auf das Konto ` +
    `${[a.kontoinhaber, a.bank].filter((teil) => teil.trim() !== '').join(', ')}, IBAN ${a.iban}, BIC ${a.bic}. Verwendungszweck: ${a.verwendungszweck}`,
  vorkasseZahlung: 'Die Bearbeitung Ihres Auftrags beginnt nach Eingang der Zahlung.',
  stornoZahlung: 'Haben Sie die stornierte Rechnung bereits bezahlt, erstatten wir Ihnen den Betrag auf Ihr Konto.',
  stornoErstattung: (betrag: string, nummer: string): string =>
    `Haben Sie die Rechnung ${nummer} bereits bezahlt, erstatten wir Ihnen ${betrag} auf Ihr Konto. ` +
    'Andernfalls ist die Rechnung damit ausgeglichen; eine Zahlung ist nicht mehr erforderlich.',
  vorgang: (vorgangsnummer: string, projektnummer: string | null): string =>
    `Vorgangsnummer ${vorgangsnummer}${projektnummer?.trim() ? `, Ihr Projekt ${projektnummer.trim()}` : ''}`,
  schluss: 'Vielen Dank für Ihren Auftrag. Für Rückfragen stehen wir Ihnen gern zur Verfügung.',
  gruss: 'Mit freundlichen Grüßen',
  kontaktStandard: 'Buchhaltung',
  telefon: (nummer: string): string => `Telefon ${nummer}`,
  email: (adresse: string): string => `E-Mail ${adresse}`,
  sitz: (ort: string): string => `Sitz ${ort}`,
  geschaeftsfuehrung: (namen: string): string => `Geschäftsführung: ${namen}`,
  steuernummer: (nummer: string): string => `Steuernummer ${nummer}`,
  ustIdNr: (nummer: string): string => `USt-IdNr. ${nummer}`,
  bank: (bank: string, iban: string, bic: string): string =>
    [bank, `IBAN ${iban}`, `BIC ${bic}`].filter((teil) => teil.trim() !== '').join(' · '),
} as const;

/** The heading: 'Rechnung', 'Gebührenrechnung', 'Vorkasserechnung' or 'Stornorechnung zu Rechnung … vom …'. */
export function rechnungTitel(daten: Pick<RechnungDokumentDaten, 'art' | 'storniert'>): string {
  if (daten.art === 'storno' && daten.storniert)
    return RECHNUNG_TEXTE.storno(daten.storniert.rechnungsNummer, formatDate(daten.storniert.rechnungsDatum));
  return ART_NAME[daten.art];
}

/** Document title (PDF metadata, running header): kind and number, 'Entwurf' for drafts — e.g. 'Stornorechnung RE2026-00043'. */
export function dokumentTitel(daten: Pick<RechnungDokumentDaten, 'art' | 'entwurf' | 'rechnungsNummer'>): string {
  return RECHNUNG_TEXTE.dokument(daten.art, rechnungsnummerOderEntwurf(daten));
}

/** The invoice number, or 'Entwurf' where a draft has none yet. */
export function rechnungsnummerOderEntwurf(daten: Pick<RechnungDokumentDaten, 'entwurf' | 'rechnungsNummer'>): string {
  return daten.entwurf || !daten.rechnungsNummer ? RECHNUNG_TEXTE.entwurf : daten.rechnungsNummer;
}

/** The Verwendungszweck the customer quotes: the given one, else the invoice number ('Entwurf' for drafts). */
export function verwendungszweckOf(
  daten: Pick<RechnungDokumentDaten, 'entwurf' | 'rechnungsNummer' | 'verwendungszweck'>,
): string {
  return daten.verwendungszweck?.trim() || rechnungsnummerOderEntwurf(daten);
}
