// The German message catalogue. Texts are the spec's, spelled exactly as written there
// (typos included: they are the product's real texts). Our own texts, where the spec is silent,
// are marked with a comment.

export const MSG = {
  // spec 001 §2 shell
  seiteNichtVorhanden: 'Seite nicht vorhanden!',
  fehlerAufgetreten: 'Ein Fehler ist aufgetreten.',
  keineDaten: 'Keine Daten vorhanden!',
  // spec 000 §8 toasts
  fehlerAnmeldung: (msg: string) => `Fehler bei Anmeldung - ${msg}`,
  // spec 000 §5 validation
  passwortRegel: 'Mindestens 8 Zeichen (1 Sonderzeichen, 1 Zahl, ein Groß- und Kleinbuchstaben).',
  datenNichtValid: 'Daten nicht valid',
  // Our own texts (spec silent): server-side auth and protocol errors.
  anmeldungFalsch: 'E-Mail-Adresse oder Passwort ist falsch.',
  emailNichtBestaetigt: 'Ihre E-Mail-Adresse ist noch nicht bestätigt. Bitte prüfen Sie Ihr Postfach.',
  nichtAngemeldet: 'Bitte melden Sie sich an.',
  keineBerechtigung: 'Sie haben keine Berechtigung für diese Aktion.',
  xsrfUngueltig: 'Sicherheitsprüfung fehlgeschlagen. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  nichtGefunden: 'Der angeforderte Datensatz wurde nicht gefunden.',
  pfadUnbekannt: 'Diese Schnittstelle ist nicht vorhanden.',
  eingabeUngueltig: 'Die Eingaben sind ungültig.',
  zuVieleAnfragen: 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  serverfehler: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.',
  konflikt: 'Der Vorgang ist im aktuellen Zustand nicht möglich.',
  pflichtfeld: 'Pflichtfeld',
  emailUngueltig: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  passwortMin8: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
  // Our own texts: a missing field, in the one form of the account forms ('Bitte geben Sie die Hausnummer an.').
  emailFehlt: 'Bitte geben Sie die E-Mail-Adresse an.',
  passwortFehlt: 'Bitte geben Sie das Passwort an.',
  // Our own texts: protocol errors the framework would otherwise answer in English.
  methodeNichtErlaubt: 'Diese Schnittstelle unterstützt die verwendete HTTP-Methode nicht.',
  anfrageZuGross: 'Die Anfrage ist zu groß.',
  formatNichtUnterstuetzt: 'Das Format der Anfrage wird nicht unterstützt.',
  jsonUngueltig: 'Der Inhalt der Anfrage ist kein gültiges JSON.',
  inhaltFehlt: 'Die Anfrage enthält keinen Inhalt.',
  adresseUngueltig: 'Die aufgerufene Adresse ist ungültig.',
  multipartUngueltig: 'Die hochgeladenen Daten sind unvollständig oder fehlerhaft.',
  zeitueberschreitung: 'Die Übertragung hat zu lange gedauert und wurde abgebrochen.',
} as const;
