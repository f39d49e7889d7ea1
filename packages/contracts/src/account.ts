import { z } from 'zod';
import { zText } from './text.js';
import { AUFMERKSAMKEIT } from './enums.js';
import { MSG } from './messages.js';

// spec 000 §5 validation rules, shared by the forms (zod resolver) and the procedures.

export const PASSWORT_REGEL = MSG.passwortRegel;

/** At least 8 characters with an upper- and a lower-case letter, a digit and a special character. */
export const ZPasswort = z
  .string()
  .min(8, PASSWORT_REGEL)
  .max(256, 'Das Passwort darf höchstens 256 Zeichen lang sein.')
  .refine(
    (v) => /[A-ZÄÖÜ]/.test(v) && /[a-zäöüß]/.test(v) && /\d/.test(v) && /[^A-Za-zÄÖÜäöüß0-9]/.test(v),
    PASSWORT_REGEL,
  );

/** spec 000 §5: starts with + or 0, more than 4 digits, at least 2 distinct digits. */
export function isEchteTelefonnummer(value: string): boolean {
  const v = value.trim();
  if (!/^[+0]/.test(v)) return false;
  if (!/^[+0-9 ()/-]+$/.test(v)) return false;
  const digits = v.replace(/\D/g, '');
  return digits.length > 4 && new Set(digits).size >= 2;
}
export const TELEFON_MSG_REGISTRIERUNG = 'Gib eine echte Telefonnummer ein.';
export const TELEFON_MSG_EIGENE_DATEN = 'Gib eine echte Telefonnummer ein!';
// Our own text (spec silent): the phone rule where the spec gives no text (request persons, user administration).
export const TELEFON_MSG =
  'Bitte geben Sie eine echte Telefonnummer an (beginnend mit + oder 0, mindestens 5 Ziffern).';

/**
 * The one phone schema (spec 000 §5 rule) for every form where a phone is entered; the message is the spec's text
 * where the spec gives one. `missing` reports an empty field separately (request form: 'Bitte geben Sie … an!').
 */
export function zTelefon(message: string, missing?: string) {
  return oneIssue((v) => (missing && v === '' ? missing : v.length > 50 || !isEchteTelefonnummer(v) ? message : null));
}

/**
 * A trimmed text with at most one message (a field shows one; an aborting check would also skip the form's own
 * cross-field rules).
 */
function oneIssue(problem: (value: string) => string | null) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const message = problem(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}
const telefon = (message: string) => zTelefon(message);

export const PLZ_MSG = 'Bitte geben Sie eine gültige Postleitzahl mit 5 Ziffern ein.';
/** A German postcode: 5 digits. `missing` reports an empty field as missing instead of as malformed. */
export function zPlz(missing?: string) {
  return oneIssue((v) => (missing && v === '' ? missing : /^\d{5}$/.test(v) ? null : PLZ_MSG));
}
/** The account forms' postcode: empty is told it is missing, in the form of their other fields. */
export const ZPlz = zPlz('Bitte geben Sie die PLZ an.');
export const ZEmail = z.string().trim().min(1, MSG.emailFehlt).max(254).email(MSG.emailUngueltig);

const minText = (min: number, label: string, max = 100) =>
  zText()
    .trim()
    .min(min, min <= 1 ? `Bitte geben Sie ${label} an.` : `${label} muss mindestens ${min} Zeichen lang sein.`)
    .max(max, `${label} darf höchstens ${max} Zeichen lang sein.`);

export const BESTAETIGE_PASSWORT = 'Bestätige dein Passwort.';
export const DATENSCHUTZ_MSG = 'Bitte akzeptieren Sie die Datenschutzerklärung.';
export const CAPTCHA_MSG = 'Bitte lösen Sie das Captcha.';

/** spec 000 §3 registration payload with the rules of §5. */
export const ZRegisterInput = z
  .object({
    vorname: minText(2, 'Der Vorname'),
    name: minText(2, 'Der Name'),
    firma: zText().trim().max(200).optional().default(''),
    keineFirma: z.boolean().optional().default(false),
    strasse: minText(3, 'Die Straße'),
    hausnummer: minText(1, 'die Hausnummer', 25),
    plz: ZPlz,
    ort: minText(2, 'Der Ort'),
    email: ZEmail,
    telefon: telefon(TELEFON_MSG_REGISTRIERUNG),
    password: ZPasswort,
    confirmPassword: z.string(),
    confirmDatenschutz: z.boolean().refine((v) => v, DATENSCHUTZ_MSG),
    newsletter: z.boolean().optional().default(false),
    aufmerksamkeit: z.enum(AUFMERKSAMKEIT).or(z.literal('')).optional(),
    captchaId: z.string().trim().min(1, CAPTCHA_MSG),
    // spec 000 §5: the captcha input is uppercased
    captchaValue: z
      .string()
      .trim()
      .min(1, CAPTCHA_MSG)
      .max(20)
      .transform((v) => v.toUpperCase()),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: BESTAETIGE_PASSWORT });
  });
export type TRegisterInput = z.input<typeof ZRegisterInput>;

export const ZCaptchaChallenge = z.object({ captchaId: z.string(), imageData: z.string() });
export type TCaptchaChallenge = z.infer<typeof ZCaptchaChallenge>;
/** spec 000 §9: captcha reload cooldown. */
export const CAPTCHA_RELOAD_COOLDOWN_MS = 5000;

export const ZForgotPasswordInput = z.object({ email: ZEmail, f: z.string().max(10).optional() });
export const ZResetPasswordInput = z
  .object({ email: ZEmail, password: ZPasswort, confirmPassword: z.string(), code: z.string().min(10).max(200) })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: BESTAETIGE_PASSWORT });
  });
export const ZConfirmEmailInput = z.object({
  userId: z.string().uuid('Ungültiger Bestätigungslink.'),
  code: z.string().min(10, 'Ungültiger Bestätigungslink.').max(200),
});
export const ZNewEmailInput = z.object({
  userId: z.string().uuid(),
  newEmail: ZEmail,
  password: z.string().min(1, MSG.passwortFehlt).max(256),
});
/** The signed newsletter link's e-mail and token (the mail footers carry both; without the token nothing changes). */
export const ZUnsubscribeInput = z.object({
  email: z.string().trim().email('Bitte geben Sie eine gültige E-Mail-Adresse ein.'),
  token: z.string().max(100).optional(),
});
export const ZResendConfirmationInput = z.object({ email: ZEmail });

/** spec 000 §5 admin password change: min 8 and match (we apply the full registration rule). */
export const ZChangePasswordInput = z
  .object({ id: z.string().uuid(), password: ZPasswort, confirmPassword: z.string() })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword)
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: BESTAETIGE_PASSWORT });
  });

export const ZMessageResult = z.object({ message: z.string() });
export type TMessageResult = z.infer<typeof ZMessageResult>;

/** spec 000 §8 texts of the account flows. */
export const ACCOUNT_MSG = {
  emailBestaetigt: 'E-Mailadresse erfolgreich bestätigt.',
  resetMailVersendet: 'E-Mail zum zurücksetzen des Passworts erfolgreich versendet! Bitte Prüfen Sie Ihre Emails.',
  passwortGeaendert: 'Passwort erfolgreich geändert.',
  emailGesendet: 'E-Mail erfolgreich gesendet.',
  newsletterAbgemeldet: 'Sie wurden erfolgreich vom Newsletter abgemeldet.',
  nutzerGeloescht: 'Erfolgreich Nutzer gelöscht.',
  angabenGespeichert: 'Angaben erfolgreich gespeichert.',
  vorgangErfolgreich: 'Vorgang Erfolgreich.',
  // Our own texts (spec silent):
  registriert:
    'Registrierung erfolgreich. Bitte bestätigen Sie Ihre E-Mail-Adresse über den Link, den wir Ihnen gesendet haben.',
  linkUngueltig: 'Der Link ist ungültig oder abgelaufen. Bitte fordern Sie einen neuen an.',
  captchaFalsch: 'Das Captcha wurde nicht richtig gelöst. Bitte versuchen Sie es erneut.',
  emailVergeben: 'Diese E-Mail-Adresse ist bereits registriert.',
  abmeldelinkUngueltig:
    'Der Abmeldelink ist ungültig. Bitte verwenden Sie den Link „Newsletter abmelden“ aus einer unserer E-Mails.',
  abmeldelinkFehlt:
    'Zum Abmelden öffnen Sie bitte den Link „Newsletter abmelden“ aus einer unserer E-Mails; nur damit können wir die Abmeldung Ihrer Adresse zuordnen.',
  passwortFalsch: 'Das Passwort ist nicht korrekt.',
  bestaetigungErneutGesendet: 'Wir haben Ihnen den Bestätigungslink erneut gesendet.',
  zuVieleAnmeldeversuche: 'Zu viele Anmeldeversuche. Bitte warten Sie einige Minuten und versuchen Sie es erneut.',
  // spec 000 §8 (captcha reloaded too soon); the server uses it for its per-IP limit too.
  captchaWarten: (sekunden: number) => `Bitte warten Sie ${sekunden} Sekunden, bevor Sie das Captcha erneut laden.`,
  // Our own texts (spec silent): server-side limits.
  captchaZuVieleAnfragen: 'Zu viele Captcha-Anfragen von Ihrem Anschluss. Bitte versuchen Sie es später erneut.',
  captchaGesperrt: (sekunden: number) =>
    `Zu viele falsche Captcha-Eingaben. Bitte warten Sie ${sekunden} Sekunden und versuchen Sie es dann erneut.`,
  zuVieleResetAnfragen: 'Zu viele Anfragen zum Zurücksetzen des Passworts. Bitte versuchen Sie es später erneut.',
  zuVieleEmailAenderungen: 'Zu viele Versuche, die E-Mail-Adresse zu ändern. Bitte versuchen Sie es später erneut.',
} as const;

/** spec 000 §3 User detail (GetNutzerById). */
export const ZNutzerDetail = z.object({
  id: z.string(),
  email: z.string(),
  telefon: z.string(),
  firma: z.string().nullable(),
  vorname: z.string(),
  name: z.string(),
  strasse: z.string(),
  hausnummer: z.string(),
  ort: z.string(),
  plz: z.string(),
  aktivieren: z.boolean(),
  datenschutzAkzeptiert: z.boolean(),
  emailAntragGesendet: z.boolean(),
  emailAntragBearbeitet: z.boolean(),
  emailBearbeitungAbgeschlossen: z.boolean(),
  newsletterAkzeptiert: z.boolean(),
  rolesList: z.array(z.object({ id: z.number().int(), text: z.string() })),
  createdAt: z.string(),
  emailConfirmed: z.boolean(),
  anzahlAntraege: z.number().int(),
  anzahlUnvollstaendig: z.number().int(),
  registrierungsGrund: z.string().nullable(),
  bemerkung: z.string().nullable(),
  meisterBereich: z.string().nullable(),
});
export type TNutzerDetail = z.infer<typeof ZNutzerDetail>;

const requiredText = (label: string, max = 100) =>
  zText().trim().min(1, `Bitte geben Sie ${label} an.`).max(max, `Die Eingabe ist zu lang (höchstens ${max} Zeichen).`);
export const ROLLE_PFLICHT = 'Bitte wählen Sie mindestens eine Rolle aus.';

/** spec 000 §5 user edit (administrator): the required fields and at least one role. Also the shape of PostNutzer. */
export const ZNutzerAdminInput = z.object({
  id: z.string().uuid().optional(),
  email: ZEmail,
  telefon: zTelefon(TELEFON_MSG, 'Bitte geben Sie die Telefonnummer an.'),
  firma: zText().trim().max(200).nullable().optional(),
  vorname: requiredText('den Vornamen'),
  name: requiredText('den Namen'),
  strasse: requiredText('die Straße'),
  hausnummer: requiredText('die Hausnummer', 25),
  plz: ZPlz,
  ort: requiredText('den Ort'),
  aktivieren: z.boolean().optional(),
  emailConfirmed: z.boolean().optional(),
  datenschutzAkzeptiert: z.boolean().optional(),
  emailAntragGesendet: z.boolean().optional(),
  emailAntragBearbeitet: z.boolean().optional(),
  emailBearbeitungAbgeschlossen: z.boolean().optional(),
  newsletterAkzeptiert: z.boolean().optional(),
  meisterBereich: zText().trim().max(100).nullable().optional(),
  rolesList: z.array(z.object({ id: z.number().int(), text: z.string().optional() })).min(1, ROLLE_PFLICHT),
  /** Only when creating (PostNutzer): the initial password. */
  password: ZPasswort.optional(),
});
export type TNutzerAdminInput = z.input<typeof ZNutzerAdminInput>;

/** spec 000 §5 user data (customer own): these fields required, phone message with '!', e-mail read-only. */
export const ZOwnDataInput = z.object({
  id: z.string().uuid(),
  firma: requiredText('die Firma', 200),
  vorname: requiredText('den Vornamen'),
  name: requiredText('den Namen'),
  strasse: requiredText('die Straße'),
  hausnummer: requiredText('die Hausnummer', 25),
  plz: ZPlz,
  ort: requiredText('den Ort'),
  telefon: telefon(TELEFON_MSG_EIGENE_DATEN),
  newsletterAkzeptiert: z.boolean().optional(),
  emailAntragGesendet: z.boolean().optional(),
  emailAntragBearbeitet: z.boolean().optional(),
  emailBearbeitungAbgeschlossen: z.boolean().optional(),
});
export type TOwnDataInput = z.input<typeof ZOwnDataInput>;

export const ZCreateNutzerResult = z.object({ user_id: z.string() });
