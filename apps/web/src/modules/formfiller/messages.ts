// Texts of the form filler page (spec 001 §2 /formfiller; button names from messages.tsv).
export const FORMFILLER_UI = {
  titel: (vorgangsnummer: string) => `Formular ausfüllen – ${vorgangsnummer}`,
  online: 'Online-Formular',
  pdf: 'PDF-Formular',
  laden: 'Laden',
  browserUrlLaden: 'Browser-Url laden',
  einfuegen: 'In Formular einfügen',
  alleDaten: 'Alle Daten anzeigen',
  weniger: 'Weniger anzeigen',
  zurueck: 'Zurück zum Auftrag',
  urlLabel: 'Adresse des Formulars',
  pdfLabel: 'PDF-Formular auswählen',
  zuordnungHinweis: 'Vorschlag aus den Auftragsdaten: prüfen, ändern oder abwählen, dann „In Formular einfügen“.',
  herunterladen: (name: string) => `${name} herunterladen`,
  bildAlt: 'Bildschirmfoto des ausgefüllten Formulars',
  keinUrl: 'Die Formular-Sitzung hat noch keine Seite geöffnet.',
} as const;
