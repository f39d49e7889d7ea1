// Every German text printed in our PDFs, in one place (code and comments stay English).

export const SEITE = (seite: number, von: number): string => `Seite ${seite} von ${von}`;

export const ANGEBOT = {
  titel: (vorgangsnummer: string): string => `Angebot ${vorgangsnummer}`,
  betreff: (vorhaben: string): string => `Leitungsauskunft – Vorhaben „${vorhaben}“`,
  folgeseitenKopf: (vorgangsnummer: string, datum: string): string => `Angebot ${vorgangsnummer} vom ${datum}`,
  datum: 'Datum:',
  vorgang: 'Vorgang:',
  anrede: 'Sehr geehrte Damen und Herren,',
  einleitung: (vorhaben: string, baustelle: string): string =>
    `für Ihre Leitungsauskunft zum Vorhaben „${vorhaben}“ (Baustelle: ${baustelle}) bieten wir Ihnen an:`,
  spalten: {
    pos: 'Pos.',
    beschreibung: 'Beschreibung',
    menge: 'Menge',
    einheit: 'Einheit',
    einzelpreis: 'Einzelpreis',
    gesamtpreis: 'Gesamtpreis',
  },
  netto: 'Nettobetrag',
  mwst: (prozent: string): string => `zzgl. ${prozent} % MwSt.`,
  brutto: 'Gesamtbetrag (brutto)',
  vorkasse: (brutto: string, vorgangsnummer: string): string =>
    `Dieses Angebot wird gegen Vorkasse ausgeführt: Die Bearbeitung beginnt nach Eingang des Gesamtbetrags von ${brutto} ` +
    `auf unserem Konto. Bitte geben Sie bei der Überweisung die Vorgangsnummer ${vorgangsnummer} als Verwendungszweck an.`,
  bemerkung: 'Bemerkung',
  schluss: 'Wir freuen uns auf Ihren Auftrag. Für Rückfragen stehen wir Ihnen gern zur Verfügung.',
  gruss: 'Mit freundlichen Grüßen',
} as const;

/** Our address as the withdrawal notice must name it: company, postal address, phone / e-mail. */
export interface WiderrufAnschrift {
  name: string;
  zeilen: string[];
  kontakt: string[];
}

/**
 * Consumer withdrawal notice for a service contract, after the statutory model
 * (Anlage 1 zu Art. 246a § 1 Abs. 2 Satz 2 EGBGB) with the paragraph on services begun during the
 * withdrawal period (§ 357a Abs. 2 BGB) and the early expiry of the right (§ 356 Abs. 4 BGB),
 * followed by the model withdrawal form (Anlage 2), which must be provided with it.
 */
export const WIDERRUF = {
  titel: 'Widerrufsbelehrung',
  geltung: 'Die folgende Belehrung gilt nur für Verbraucher im Sinne des § 13 BGB.',
  rechtTitel: 'Widerrufsrecht',
  recht: (an: WiderrufAnschrift): string[] => [
    'Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen diesen Vertrag zu widerrufen. ' +
      'Die Widerrufsfrist beträgt vierzehn Tage ab dem Tag des Vertragsabschlusses.',
    `Um Ihr Widerrufsrecht auszuüben, müssen Sie uns (${[an.name, ...an.zeilen, ...an.kontakt].join(', ')}) ` +
      'mittels einer eindeutigen Erklärung (z. B. ein mit der Post versandter Brief oder eine E-Mail) über Ihren Entschluss, ' +
      'diesen Vertrag zu widerrufen, informieren. Sie können dafür das unten stehende Muster-Widerrufsformular verwenden, ' +
      'das jedoch nicht vorgeschrieben ist.',
    'Zur Wahrung der Widerrufsfrist reicht es aus, dass Sie die Mitteilung über die Ausübung des Widerrufsrechts vor Ablauf ' +
      'der Widerrufsfrist absenden.',
  ],
  folgenTitel: 'Folgen des Widerrufs',
  folgen: [
    'Wenn Sie diesen Vertrag widerrufen, haben wir Ihnen alle Zahlungen, die wir von Ihnen erhalten haben, unverzüglich und ' +
      'spätestens binnen vierzehn Tagen ab dem Tag zurückzuzahlen, an dem die Mitteilung über Ihren Widerruf dieses Vertrags ' +
      'bei uns eingegangen ist. Für diese Rückzahlung verwenden wir dasselbe Zahlungsmittel, das Sie bei der ursprünglichen ' +
      'Transaktion eingesetzt haben, es sei denn, mit Ihnen wurde ausdrücklich etwas anderes vereinbart; in keinem Fall werden ' +
      'Ihnen wegen dieser Rückzahlung Entgelte berechnet.',
    'Haben Sie verlangt, dass die Dienstleistungen während der Widerrufsfrist beginnen sollen, so haben Sie uns einen ' +
      'angemessenen Betrag zu zahlen, der dem Anteil der bis zu dem Zeitpunkt, zu dem Sie uns von der Ausübung des ' +
      'Widerrufsrechts hinsichtlich dieses Vertrags unterrichten, bereits erbrachten Dienstleistungen im Vergleich zum ' +
      'Gesamtumfang der im Vertrag vorgesehenen Dienstleistungen entspricht.',
  ],
  erloeschenTitel: 'Vorzeitiges Erlöschen des Widerrufsrechts',
  erloeschen:
    'Das Widerrufsrecht erlischt, wenn wir die Dienstleistung vollständig erbracht haben und mit der Ausführung erst begonnen ' +
    'haben, nachdem Sie dazu Ihre ausdrückliche Zustimmung gegeben und gleichzeitig Ihre Kenntnis davon bestätigt haben, ' +
    'dass Sie Ihr Widerrufsrecht bei vollständiger Vertragserfüllung durch uns verlieren.',
  formularTitel: 'Muster-Widerrufsformular',
  formularHinweis:
    '(Wenn Sie den Vertrag widerrufen wollen, dann füllen Sie bitte dieses Formular aus und senden Sie es zurück.)',
  formular: (an: WiderrufAnschrift): string[] => [
    `An ${[an.name, ...an.zeilen].join(', ')}${an.kontakt.length > 0 ? ` (${an.kontakt.join(', ')})` : ''}:`,
    'Hiermit widerrufe(n) ich/wir (*) den von mir/uns (*) abgeschlossenen Vertrag über die Erbringung der folgenden Dienstleistung (*):',
    'Bestellt am (*)/erhalten am (*):',
    'Name des/der Verbraucher(s):',
    'Anschrift des/der Verbraucher(s):',
    'Unterschrift des/der Verbraucher(s) (nur bei Mitteilung auf Papier):',
    'Datum:',
    '(*) Unzutreffendes streichen.',
  ],
} as const;

export const GEMEINDEN = {
  titel: (vorgangsnummer: string): string => `Betroffene Gemeinden – Vorgang ${vorgangsnummer}`,
  datum: (datum: string): string => `Stand: ${datum}`,
  anzahl: (gesamt: number, aktiv: number): string =>
    `${gesamt} ${gesamt === 1 ? 'Gemeinde' : 'Gemeinden'}, davon ${aktiv} aktiv und ${gesamt - aktiv} entfernt`,
  keine: 'Diesem Vorgang sind keine Gemeinden zugeordnet.',
  spalten: { name: 'Name', ags: 'Gemeindeschlüssel', status: 'Status' },
  aktiv: 'aktiv',
  entfernt: 'entfernt',
  fusszeile: (vorgangsnummer: string): string => `Vorgang ${vorgangsnummer}`,
} as const;

export const ANSCHREIBEN = {
  titel: (vorgangsnummer: string): string => `Leitungsauskunft ${vorgangsnummer}`,
  betreff: (vorhaben: string): string => `Ihre Leitungsauskunft zum Vorhaben „${vorhaben}“`,
  folgeseitenKopf: (vorgangsnummer: string, datum: string): string => `Leitungsauskunft ${vorgangsnummer} vom ${datum}`,
  anrede: 'Sehr geehrte Damen und Herren,',
  einleitung: (vorgangsnummer: string, baustelle: string): string =>
    `zu Ihrem Auftrag ${vorgangsnummer} (Baustelle: ${baustelle}) sind die folgenden Infrastrukturbetreiber um Auskunft ` +
    'über ihre Leitungen zu bitten. Wen wir wann angefragt haben und wer schon geantwortet hat, entnehmen Sie bitte der folgenden Übersicht:',
  spalten: { nr: 'Nr.', betreiber: 'Infrastrukturbetreiber', stand: 'Stand' },
  /** Each state counted as it is: an operator not yet asked is never called asked. Empty groups are left out. */
  zusammenfassung: (n: {
    gesamt: number;
    geantwortet: number;
    nichtBetroffen: number;
    angefragt: number;
    nichtAngefragt: number;
  }): string => {
    const teile = [
      n.geantwortet > 0 ? `${n.geantwortet} mit Auskunft` : '',
      n.nichtBetroffen > 0 ? `${n.nichtBetroffen} nicht betroffen` : '',
      n.angefragt > 0 ? `${n.angefragt} angefragt, Antwort ausstehend` : '',
      n.nichtAngefragt > 0 ? `${n.nichtAngefragt} noch nicht angefragt` : '',
    ].filter(Boolean);
    return `${n.gesamt} Betreiber: ${teile.join(', ')}.`;
  },
  keine: 'Diesem Auftrag sind noch keine Infrastrukturbetreiber zugeordnet.',
  dokumente: (url: string): string =>
    `Die Pläne und Auskünfte der Betreiber finden Sie im Leitungsauskunftportal unter „Dokumente“: ${url}`,
  hinweis:
    'Bitte beachten Sie die Schutzanweisungen der Betreiber und prüfen Sie die Lage der Leitungen vor Beginn der Arbeiten vor Ort. ' +
    'Betreiber, deren Auskunft noch aussteht, melden sich direkt über das Portal; wir informieren Sie, sobald alle Auskünfte vorliegen.',
  schluss: 'Für Rückfragen stehen wir Ihnen gern zur Verfügung.',
  gruss: 'Mit freundlichen Grüßen',
} as const;
