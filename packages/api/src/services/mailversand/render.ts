import { ANBIETER, PLATZHALTER_LABEL } from '@lap/contracts';
import {
  formatDate,
  fuellePlatzhalter,
  zerlegePlatzhalter,
  type TPlatzhalterSegment,
  type TPlatzhalterWerte,
} from '@lap/domain';

export interface GerenderteMail {
  betreff: string;
  text: string;
  html: string;
  /** `{Auto-…}` tokens that are not one of the nine. */
  unbekannt: string[];
  /** German labels of the placeholders left without a value. */
  leer: string[];
}

export interface MailRenderInput {
  betreff: string | null;
  mailBody: string | null;
  werte: TPlatzhalterWerte;
  vorgangsnummer: string;
  /** The operator's signed upload link and its expiry; absent in template previews. */
  upload?: { url: string; gueltigBis: Date } | undefined;
}

const esc = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
const htmlLines = (s: string): string => esc(s).replace(/\r?\n/g, '<br>\n');
const safeHref = (url: string): string | null => (/^https?:\/\//i.test(url.trim()) ? url.trim() : null);

function segmentHtml(s: TPlatzhalterSegment): string {
  if (s.kind === 'link') {
    const href = safeHref(s.url);
    return href
      ? `<a href="${esc(href)}" style="color:#1c5b94;word-break:break-all">${esc(s.text)}</a>`
      : htmlLines(s.text);
  }
  if (s.kind === 'leer' || s.kind === 'unbekannt') return `<span style="background:#fff3bf">${esc(s.text)}</span>`;
  return htmlLines(s.text);
}

/**
 * The subject always carries the Vorgangsnummer (spec: answers by mail are matched by a person), on one line.
 */
export function betreffMitVorgangsnummer(betreff: string, vorgangsnummer: string): string {
  // Each run of white space with a line break becomes one space; the lookbehind starts a run once (linear).
  const line = betreff.replace(/(?<!\s)\s*[\r\n]\s*/g, ' ').trim();
  if (line.includes(vorgangsnummer)) return line;
  return line === '' ? `Anfrage Leitungsauskunft ${vorgangsnummer}` : `${line} (${vorgangsnummer})`;
}

/** The subject as it goes out (placeholders filled, the Vorgangsnummer in it): the sender, /emails and /mailversand alike. */
export function renderBetreff(betreff: string | null, werte: TPlatzhalterWerte, vorgangsnummer: string): string {
  return betreffMitVorgangsnummer(fuellePlatzhalter(betreff ?? '', werte).text, vorgangsnummer);
}

/**
 * The enquiry as it goes out: placeholders filled by @lap/domain (unknown ones left visible and reported), a plain-text and
 * an HTML part with the same content, and, for operators, the signed upload link under the text. The HTML is a single
 * 600 px table layout with inline styles, which common mail clients (Outlook included) render alike.
 */
export function renderMail(input: MailRenderInput): GerenderteMail {
  const body = input.mailBody ?? '';
  const text = fuellePlatzhalter(body, input.werte);
  const subject = fuellePlatzhalter(input.betreff ?? '', input.werte);
  const unbekannt = [...new Set([...subject.unbekannt, ...text.unbekannt])];
  const leer = [...new Set([...subject.leer, ...text.leer])].map((n) => PLATZHALTER_LABEL[n]);
  const betreff = renderBetreff(input.betreff, input.werte, input.vorgangsnummer);

  const uploadText = input.upload
    ? [
        '',
        '--',
        `Ihre Auskunft und Ihre Pläne zu ${input.vorgangsnummer} können Sie ohne Anmeldung hier hochladen (gültig bis ${formatDate(input.upload.gueltigBis)}):`,
        input.upload.url,
        'Eine Antwort auf diese E-Mail erreicht die Sachbearbeitung ebenfalls.',
      ].join('\n')
    : '';
  const footerText = [
    '',
    '',
    `${ANBIETER.name} · ${ANBIETER.anschrift.join(' · ')} · Telefon ${ANBIETER.telefon}`,
  ].join('\n');

  const uploadHtml = input.upload
    ? `<tr><td style="padding:0 24px 24px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#eef4fa;border-radius:4px"><tr><td style="padding:16px;font-family:Arial,Helvetica,sans-serif;font-size:14px;line-height:1.5;color:#1f2933">
<strong>Ihre Auskunft zu ${esc(input.vorgangsnummer)}</strong><br>
Laden Sie Ihre Auskunft und Ihre Pläne ohne Anmeldung hoch (gültig bis ${esc(formatDate(input.upload.gueltigBis))}):<br><br>
<a href="${esc(input.upload.url)}" style="display:inline-block;background:#1c5b94;color:#ffffff;padding:10px 18px;border-radius:4px;text-decoration:none;font-weight:bold">Auskunft hochladen</a><br><br>
<span style="font-size:12px;color:#52606d;word-break:break-all">Falls die Schaltfläche nicht funktioniert: ${esc(input.upload.url)}<br>Eine Antwort auf diese E-Mail erreicht die Sachbearbeitung ebenfalls.</span>
</td></tr></table>
</td></tr>`
    : '';
  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${esc(betreff)}</title></head>
<body style="margin:0;padding:0;background:#f4f6f8">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f6f8"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="width:100%;max-width:600px;background:#ffffff;border:1px solid #d9e2ec;border-radius:6px">
<tr><td style="padding:14px 24px;background:#1c5b94;color:#ffffff;font-family:Arial,Helvetica,sans-serif;font-size:16px;font-weight:bold;border-radius:6px 6px 0 0">Leitungsauskunft · ${esc(input.vorgangsnummer)}</td></tr>
<tr><td style="padding:24px;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.55;color:#1f2933;overflow-wrap:anywhere;word-break:break-word">
${zerlegePlatzhalter(body, input.werte).map(segmentHtml).join('')}
</td></tr>
${uploadHtml}
<tr><td style="padding:12px 24px;border-top:1px solid #d9e2ec;font-family:Arial,Helvetica,sans-serif;font-size:12px;line-height:1.4;color:#52606d">${esc(ANBIETER.name)} · ${ANBIETER.anschrift.map(esc).join(' · ')} · Telefon ${esc(ANBIETER.telefon)}</td></tr>
</table>
</td></tr></table>
</body></html>`;
  return { betreff, text: `${text.text}${uploadText}${footerText}\n`, html, unbekannt, leer };
}
