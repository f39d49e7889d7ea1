import { ApiSession } from './api.js';

/** One row of the mail catcher's list (`/_dev/mails`), newest first. */
export interface CaughtMailRow {
  file: string;
  to: string;
  subject: string;
}

const ROW = /<tr><td>[^<]*<\/td><td>([^<]*)<\/td><td><a href="\/_dev\/mails\/([^"]+)">([^<]*)<\/a><\/td><\/tr>/g;

const unescapeHtml = (s: string): string =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

let viewer: ApiSession | undefined;

/** /_dev/mails shows reset links, so it answers a signed-in administrator only: signs in (again) when needed. */
async function asAdministrator(path: string): Promise<Response> {
  if (viewer) {
    const res = await viewer.get(path);
    if (res.status !== 401) return res;
  }
  viewer = new ApiSession();
  await viewer.signIn('admin@example.org');
  return viewer.get(path);
}

/** The mails the server delivered over SMTP to its catcher, as listed at /_dev/mails. */
export async function listMails(): Promise<CaughtMailRow[]> {
  const res = await asAdministrator('/_dev/mails');
  if (!res.ok) throw new Error(`/_dev/mails answered ${res.status}`);
  const html = await res.text();
  return [...html.matchAll(ROW)].map((m) => ({
    to: unescapeHtml(m[1] ?? ''),
    file: decodeURIComponent(m[2] ?? ''),
    subject: unescapeHtml(m[3] ?? ''),
  }));
}

/** The text of one caught mail ("Betreff: …" and the plain-text part). */
export async function mailText(file: string): Promise<string> {
  const res = await asAdministrator(`/_dev/mails/${encodeURIComponent(file)}`);
  if (!res.ok) throw new Error(`/_dev/mails/${file} answered ${res.status}`);
  return res.text();
}

export interface WaitForMailOptions {
  /** Files seen before the action: only a newer mail counts. */
  ignore?: ReadonlySet<string>;
  subject?: string | RegExp;
  timeoutMs?: number;
  /** Text the complete mail contains (default: the closing line of the account mails). */
  complete?: string;
}

/** Files of the mails to an address so far (to tell a new mail from older ones). */
export async function mailFilesTo(address: string): Promise<Set<string>> {
  const rows = await listMails();
  return new Set(rows.filter((r) => r.to.toLowerCase().includes(address.toLowerCase())).map((r) => r.file));
}

/** The last line of every mail the portal sends: once it is there, the plain-text part is complete. */
const MAIL_END = 'Ihr Team des Leitungsauskunftportals';

/**
 * Waits until a (new) mail to the address arrives (the outbox worker delivers it over SMTP), and returns its
 * text. The catcher streams each message into its file, so a file may be listed before it is complete:
 * it counts only once its text is whole.
 */
export async function waitForMail(
  address: string,
  options: WaitForMailOptions = {},
): Promise<{ row: CaughtMailRow; text: string }> {
  const timeoutMs = options.timeoutMs ?? 20_000;
  const deadline = Date.now() + timeoutMs;
  const wanted = address.toLowerCase();
  while (Date.now() < deadline) {
    const rows = await listMails().catch(() => []);
    const row = rows.find(
      (r) =>
        r.to.toLowerCase().includes(wanted) &&
        !options.ignore?.has(r.file) &&
        (options.subject === undefined ||
          (typeof options.subject === 'string'
            ? r.subject.includes(options.subject)
            : options.subject.test(r.subject))),
    );
    if (row) {
      const text = await mailText(row.file).catch(() => '');
      if (text.includes(options.complete ?? MAIL_END)) return { row, text };
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Keine (vollständige) E-Mail an ${address} nach ${timeoutMs / 1000} s`);
}

/** The first link into the app's given page (e.g. 'confirmemail', 'resetpassword') in a mail text. */
export function appLinkIn(text: string, page: string): string {
  const match = new RegExp(`https?://\\S+?/leitungsauskunftportal/${page}\\?\\S+`).exec(text);
  if (!match) throw new Error(`Kein Link auf ${page} in der E-Mail:\n${text}`);
  return match[0];
}
