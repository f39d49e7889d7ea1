import type { KarteConfig } from './services/karte/ortssuche.service.js';
import type { Em } from '@lap/db';
import type { TSessionUser } from '@lap/contracts';
import type { Mailer } from './services/mail/mailer.js';
import type { FormfillerSitzungen } from './services/formfiller/sitzungen.js';
import type { KartenRenderer } from './services/druck/druck-browser.js';
import type { LoginLimiters } from './services/account/rate-limit.js';
import type { FileStorage } from './services/files/storage.js';

/** Transport-neutral cookie access: tRPC over fastify and the REST adapter both provide it. */
export interface SessionCookieJar {
  readToken(): string | undefined;
  writeToken(token: string, expiresAt: Date): void;
  clearToken(): void;
  /** A named cookie signed by the server (HMAC): undefined when absent or its signature is wrong. */
  readSigned(name: string): string | undefined;
  /** Sets a signed, httpOnly, SameSite=Lax cookie (Secure in production) until `expiresAt`. */
  writeSigned(name: string, value: string, expiresAt: Date): void;
}

export interface AppDeps {
  mailer: Mailer;
  /** Stored files (uploads, exports, generated documents): the local directory or the bucket of FILES_URL. */
  storage: FileStorage;
  publicUrl: string;
  production: boolean;
  /** Failed sign-ins per address, per IP and per known browser (429 when exceeded). */
  loginLimiters: LoginLimiters;
  /** Fixed captcha answer for automated tests only; configuration refuses it in production. */
  captchaTestAnswer?: string | undefined;
  /** Wakes the mail worker after a mail was queued (optional; it polls anyway). */
  kickMailer?: (() => void) | undefined;
  /** Tile server, geocoder and old-projects link of the deployment. */
  karte: KarteConfig;
  /** INFRA_APP_URL: where supplier rows are handed over (PutUebergabeVersorgerToInfraApp); absent = off. */
  infraAppUrl?: string | null | undefined;
  /** INFRA_APP_HEALTH_URL: checked for the dashboard's Online/Offline indicator; absent = Offline. */
  infraAppHealthUrl?: string | null | undefined;
  /** MAIL_REPLY_TO: the office address operators answer enquiries to (Reply-To); absent = no Reply-To. */
  mailReplyTo?: string | null | undefined;
  /** CHROMIUM_PATH: the Chromium driven for map print and the form filler; null/absent = not available (German 503). */
  chromiumPath?: string | null | undefined;
  /** FORMFILLER_ALLOW_HOSTS: hosts/networks of this server's own network the form filler may open anyway (tests). */
  formfillerAllowHosts?: readonly string[] | undefined;
  /** The form filler's browser sessions (one per sign-in session; created by the host, closed with it). Absent = 503. */
  formfiller?: FormfillerSitzungen | undefined;
  /** The map print's renderer (maplibre in Chromium; created by the host, closed with it). Absent = 503. */
  kartendruck?: KartenRenderer | undefined;
  /** Key of the signed operator upload links (versorgerupload/…), derived from the session secret (`linkSecretFor`). */
  linkSecret: string;
}

export interface Context {
  em: Em;
  deps: AppDeps;
  cookies: SessionCookieJar;
  /** Resolved once per request from the session cookie. */
  session: { id: string; user: TSessionUser } | null;
  /** The client address, for rate limits only; never logged with personal data. */
  ip: string;
}

export type AuthedContext = Context & { session: { id: string; user: TSessionUser } };
