// German account mails with a plain-text and an HTML part. Links are absolute (PUBLIC_URL).

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const esc = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** The footer line of a mail to a newsletter subscriber: its signed, per-address unsubscribe link. */
const ABMELDEN_TEXT =
  'Sie erhalten unseren Newsletter. Wenn Sie ihn nicht mehr erhalten möchten, melden Sie sich hier ab:';

function layout(
  greeting: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: string,
  abmeldeUrl: string | undefined,
): MailContent['html'] {
  const abmelden = abmeldeUrl
    ? `\n<p style="font-size:13px;color:#52606d">${esc(ABMELDEN_TEXT)} <a href="${esc(abmeldeUrl)}">Newsletter abmelden</a></p>`
    : '';
  return `<!doctype html><html lang="de"><body style="font-family:Arial,Helvetica,sans-serif;color:#1f2933;line-height:1.5">
<p>${esc(greeting)}</p>
${paragraphs.map((p) => `<p>${esc(p)}</p>`).join('\n')}
<p><a href="${esc(action.url)}" style="display:inline-block;background:#1c5b94;color:#fff;padding:10px 18px;border-radius:4px;text-decoration:none">${esc(action.label)}</a></p>
<p style="font-size:13px;color:#52606d">Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:<br>${esc(action.url)}</p>
<p style="font-size:13px;color:#52606d">${esc(footer)}</p>${abmelden}
<p>Mit freundlichen Grüßen<br>Ihr Team des Leitungsauskunftportals</p>
</body></html>`;
}

function compose(
  subject: string,
  greeting: string,
  paragraphs: string[],
  action: { label: string; url: string },
  footer: string,
  abmeldeUrl?: string,
): MailContent {
  const abmelden = abmeldeUrl ? ['', ABMELDEN_TEXT, abmeldeUrl] : [];
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    `${action.label}:`,
    action.url,
    '',
    footer,
    ...abmelden,
    '',
    'Mit freundlichen Grüßen',
    'Ihr Team des Leitungsauskunftportals',
  ].join('\n');
  return { subject, text, html: layout(greeting, paragraphs, action, footer, abmeldeUrl) };
}

const anrede = (vorname: string, name: string): string => `Guten Tag ${vorname} ${name},`;

/** `abmeldeUrl`: the subscriber's unsubscribe link (registered with the newsletter chosen). */
export function confirmEmailMail(p: {
  vorname: string;
  name: string;
  url: string;
  abmeldeUrl?: string | undefined;
}): MailContent {
  return compose(
    'Bitte bestätigen Sie Ihre E-Mail-Adresse',
    anrede(p.vorname, p.name),
    [
      'vielen Dank für Ihre Registrierung im Leitungsauskunftportal. Bitte bestätigen Sie Ihre E-Mail-Adresse, damit Sie sich anmelden können.',
    ],
    { label: 'E-Mail-Adresse bestätigen', url: p.url },
    'Der Link ist 72 Stunden gültig. Wenn Sie sich nicht registriert haben, können Sie diese E-Mail ignorieren.',
    p.abmeldeUrl,
  );
}

/** To the owner when someone registers again with an address that already has an account (the answer says nothing). */
export function erneuteRegistrierungMail(p: {
  vorname: string;
  name: string;
  loginUrl: string;
  passwortUrl: string;
  abmeldeUrl?: string | undefined;
}): MailContent {
  return compose(
    'Erneuter Registrierungsversuch im Leitungsauskunftportal',
    anrede(p.vorname, p.name),
    [
      'Sie haben versucht, sich erneut im Leitungsauskunftportal zu registrieren. Für Ihre E-Mail-Adresse besteht bereits ein Konto; es wurde kein zweites angelegt.',
      `Sie können sich wie gewohnt anmelden: ${p.loginUrl}`,
      'Falls Sie Ihr Passwort vergessen haben, können Sie es über den folgenden Link zurücksetzen.',
    ],
    { label: 'Passwort zurücksetzen', url: p.passwortUrl },
    'Wenn Sie das nicht waren, können Sie diese E-Mail ignorieren; an Ihrem Konto wurde nichts geändert.',
    p.abmeldeUrl,
  );
}

export function resetPasswordMail(p: { vorname: string; name: string; url: string; legacy: boolean }): MailContent {
  return compose(
    p.legacy ? 'Bitte vergeben Sie ein Passwort für das neue Leitungsauskunftportal' : 'Passwort zurücksetzen',
    anrede(p.vorname, p.name),
    [
      p.legacy
        ? 'das Leitungsauskunftportal hat eine neue Oberfläche. Ihr Konto wurde übernommen; bitte vergeben Sie einmalig ein neues Passwort.'
        : 'wir haben eine Anfrage erhalten, das Passwort Ihres Kontos zurückzusetzen.',
    ],
    { label: 'Neues Passwort vergeben', url: p.url },
    'Der Link ist 2 Stunden gültig und kann nur einmal verwendet werden. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail; Ihr Passwort bleibt unverändert.',
  );
}

export function changeEmailMail(p: { vorname: string; name: string; url: string }): MailContent {
  return compose(
    'Bitte bestätigen Sie Ihre neue E-Mail-Adresse',
    anrede(p.vorname, p.name),
    [
      'Sie möchten die E-Mail-Adresse Ihres Kontos im Leitungsauskunftportal ändern. Bitte bestätigen Sie die neue Adresse.',
    ],
    { label: 'Neue E-Mail-Adresse bestätigen', url: p.url },
    'Der Link ist 24 Stunden gültig. Bis zur Bestätigung bleibt Ihre bisherige Adresse gültig.',
  );
}

/** To the owner when wrong passwords locked the address for sign-ins from unknown browsers. */
export function anmeldungGesperrtMail(p: { vorname: string; name: string; url: string }): MailContent {
  return compose(
    'Anmeldeversuche mit falschem Passwort',
    anrede(p.vorname, p.name),
    [
      'jemand hat mehrmals versucht, sich mit Ihrer E-Mail-Adresse und einem falschen Passwort im Leitungsauskunftportal anzumelden. Ihr Konto ist deshalb vorübergehend für neue Geräte gesperrt.',
      'In einem Browser, in dem Sie sich schon einmal erfolgreich angemeldet haben, können Sie sich mit Ihrem Passwort weiterhin anmelden.',
      'Wenn Sie das nicht waren, ändern Sie bitte Ihr Passwort.',
    ],
    { label: 'Passwort ändern', url: p.url },
    'Die Sperre endet 15 Minuten nach dem letzten Fehlversuch von selbst.',
  );
}

/** To staff who opted in (emailAntragGesendet) when an applicant sends a request. */
export function neuerAntragMail(p: {
  vorgangsnummer: string;
  vorhaben: string;
  ort: string;
  antragsteller: string;
  gemeinden: string[];
  eilbearbeitung: boolean;
  url: string;
}): MailContent {
  return compose(
    `Neuer Antrag ${p.vorgangsnummer}${p.eilbearbeitung ? ' (Eilbearbeitung)' : ''}`,
    'Guten Tag,',
    [
      `${p.antragsteller} hat den Antrag ${p.vorgangsnummer} versendet: ${p.vorhaben}, ${p.ort}.`,
      p.gemeinden.length
        ? `Betroffene Gemeinden: ${p.gemeinden.join(', ')}.`
        : 'Es wurde keine betroffene Gemeinde gefunden.',
      ...(p.eilbearbeitung ? ['Der Antragsteller wünscht eine Eilbearbeitung.'] : []),
    ],
    { label: 'Antrag ansehen', url: p.url },
    'Sie erhalten diese Nachricht, weil in Ihrem Konto die Benachrichtigung bei neuen Anträgen eingeschaltet ist.',
  );
}

/** To the customer when staff send the offer (the PDF is attached). */
export function angebotMail(p: {
  anrede: { vorname: string; name: string };
  vorgangsnummer: string;
  vorhaben: string;
  brutto: string;
  vorkasse: boolean;
  url: string;
  abmeldeUrl?: string | undefined;
}): MailContent {
  return compose(
    `Ihr Angebot zur Leitungsauskunft ${p.vorgangsnummer}`,
    anrede(p.anrede.vorname, p.anrede.name),
    [
      `für Ihren Antrag ${p.vorgangsnummer} (${p.vorhaben}) haben wir Ihnen ein Angebot über ${p.brutto} (brutto) erstellt. Sie finden es im Anhang als PDF.`,
      ...(p.vorkasse
        ? [
            'Dieses Angebot wird gegen Vorkasse ausgeführt: Wir beginnen mit der Bearbeitung, sobald der Gesamtbetrag bei uns eingegangen ist.',
          ]
        : []),
      'Sie können das Angebot im Portal annehmen oder ablehnen.',
    ],
    { label: 'Angebot ansehen', url: p.url },
    'Sie erhalten diese Nachricht, weil Sie im Leitungsauskunftportal einen Antrag gestellt haben.',
    p.abmeldeUrl,
  );
}

/**
 * The customer's notice that every operator answered (bearbeitungsStatus 3, emailBearbeitungAbgeschlossen). The footer
 * says where the notice is switched off (`einstellungenUrl`: the own-data form, behind the sign-in).
 */
export function auskuenfteVollstaendigMail(p: {
  vorname: string;
  name: string;
  vorgangsnummer: string;
  url: string;
  einstellungenUrl: string;
}): MailContent {
  return compose(
    `Ihre Leitungsauskunft ${p.vorgangsnummer} ist vollständig`,
    anrede(p.vorname, p.name),
    [
      `alle angefragten Netzbetreiber haben zu Ihrem Vorgang ${p.vorgangsnummer} geantwortet. Die Auskünfte und Pläne finden Sie im Portal unter „Dokumente“.`,
    ],
    { label: 'Auskünfte ansehen', url: p.url },
    `Sie erhalten diese Nachricht, weil Sie im Leitungsauskunftportal Benachrichtigungen zum Bearbeitungsstand gewählt haben. Abbestellen können Sie sie unter „E-Mail bei abgeschlossener Bearbeitung“ in Ihren Daten: ${p.einstellungenUrl}`,
  );
}

/** To the invoice address when an invoice (or a cancellation) is issued: the ZUGFeRD PDF and the XRechnung XML attached. */
export function rechnungMail(p: {
  anrede: string;
  titel: string;
  rechnungsNummer: string;
  vorgangsnummer: string;
  brutto: string;
  faelligAm: string | null;
  iban: string;
  url: string;
}): MailContent {
  return compose(
    `${p.titel} ${p.rechnungsNummer} zu Ihrem Auftrag ${p.vorgangsnummer}`,
    p.anrede,
    [
      `anbei erhalten Sie unsere ${p.titel} ${p.rechnungsNummer} zu Ihrem Auftrag ${p.vorgangsnummer} über ${p.brutto}.`,
      p.faelligAm
        ? `Bitte überweisen Sie den Betrag bis zum ${p.faelligAm} auf das Konto IBAN ${p.iban} mit dem Verwendungszweck ${p.rechnungsNummer}.`
        : 'Der Betrag wird Ihnen erstattet bzw. mit offenen Forderungen verrechnet.',
      'Im Anhang finden Sie die Rechnung als PDF (ZUGFeRD, mit eingebetteter E-Rechnung) und als XRechnung (XML).',
    ],
    { label: 'Dokumente im Portal ansehen', url: p.url },
    'Sie erhalten diese Nachricht an die Rechnungsadresse Ihres Auftrags im Leitungsauskunftportal.',
  );
}
