import {
  BEARBEITUNGS_STATUS,
  FORMFILLER_MSG,
  PERSON_TYP,
  PRIORITAET,
  VORGANGSART,
  type TBearbeitungsStatus,
  type TFormfillerAntrag,
  type TFormfillerEintrag,
  type TFormfillerFillErgebnis,
  type TFormfillerScan,
  type TFormfillerZuordnung,
  type TPersonTyp,
  type TPrioritaet,
  type TVorgangsart,
  PERSON_TYP_ID,
} from '@lap/contracts';
import { formatDate, formatDateTime, formfillerVorschlaege, formfillerWerte, germanToday } from '@lap/domain';
import { Auftrag, AntragGemeinde, Person, type IAuftrag } from '@lap/db';
import type { z } from 'zod';
import type { ZFormfillerFillInput, ZFormfillerScanInput } from '@lap/contracts';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { isUuid } from '../ids.js';
import { fuelleFelder, leseFelder, scrollPosition } from './seite.js';
import { GESPERRT_HEADER } from './proxy.js';
import { pruefeZiel } from './ssrf.js';
import type { FormfillerSitzungen, Puppet } from './sitzungen.js';
import type { StaffContext } from '../../procedures.js';

// Form filler (spec 001 §2 /formfiller/{auftragId}, §7): case workers only. The browser session belongs to the sign-in
// session (ClosePuppet and GetPuppetUrl name no session), the data always comes from the database.

type TScanInput = z.output<typeof ZFormfillerScanInput>;
type TFillInput = z.output<typeof ZFormfillerFillInput>;

function sitzungen(ctx: AuthedContext): FormfillerSitzungen {
  const s = ctx.deps.formfiller;
  if (!s) throw new AppError('SERVICE_UNAVAILABLE', FORMFILLER_MSG.browserNichtVerfuegbar);
  return s;
}

async function auftragOf(
  ctx: AuthedContext,
  auftragId: string,
  message: string = FORMFILLER_MSG.auftragNichtGefunden,
): Promise<IAuftrag> {
  const id = auftragId.toLowerCase();
  const auftrag = isUuid(id)
    ? await ctx.em.fork().findOne(Auftrag, { id }, { populate: ['antrag', 'antrag.netzarten'] })
    : null;
  if (!auftrag) throw new AppError('NOT_FOUND', message);
  return auftrag;
}

const tag = (v: unknown): string =>
  typeof v === 'string' ? v.slice(0, 10) : v instanceof Date ? v.toISOString().slice(0, 10) : '';
const eintrag = (key: string, label: string, value: string | null | undefined): TFormfillerEintrag => ({
  key,
  label,
  value: value ?? '',
});

/** GetFormfillerAntragByAuftragId/{id}: the order's stored data ('Alle Daten anzeigen') and the values the mapping uses. */
export async function formfillerAntrag(ctx: StaffContext, auftragId: string): Promise<TFormfillerAntrag> {
  const auftrag = await auftragOf(ctx, auftragId, FORMFILLER_MSG.keineDaten);
  const em = ctx.em.fork();
  const a = auftrag.antrag;
  const personen = await em.find(Person, { antrag: a.id }, { orderBy: { personTyp: 'asc' } });
  const gemeinden = await em.find(
    AntragGemeinde,
    { antrag: a.id, disabled: false },
    { populate: ['gemeinde'], orderBy: { gemeinde: { name: 'asc' } } },
  );
  const netzarten = a.netzarten.getItems().map((n) => n.name);
  const antragsteller = personen.find((p) => p.personTyp === PERSON_TYP_ID.antragsteller) ?? null;
  const werte = formfillerWerte({
    vorgangsnummer: a.vorgangsnummer,
    vorhaben: a.vorhaben,
    projektangaben: a.projektangaben,
    vorgangsart: VORGANGSART[a.vorgangsart as TVorgangsart] ?? '',
    strasse: a.strasse,
    hausnummer: a.hausnummer,
    plz: a.plz,
    ort: a.ort,
    gemarkung: a.gemarkung ?? null,
    flurstuecknummer: a.flurstuecknummer ?? null,
    bautiefe: a.bautiefe,
    baustart: tag(a.baustart),
    bauende: tag(a.bauende),
    netzarten,
    antragsteller: antragsteller
      ? {
          firma: antragsteller.firma ?? null,
          vorname: antragsteller.vorname,
          name: antragsteller.name,
          strasse: antragsteller.strasse,
          hausnummer: antragsteller.hausnummer,
          plz: antragsteller.plz,
          ort: antragsteller.ort,
          telefon: antragsteller.telefon,
          email: antragsteller.email,
        }
      : null,
    heute: germanToday(),
  });
  return {
    auftragId: auftrag.id,
    vorgangsnummer: a.vorgangsnummer,
    antrag: [
      eintrag('vorgangsnummer', 'Vorgangsnummer', a.vorgangsnummer),
      eintrag('vorgangsart', 'Vorgangsart', werte.vorgangsart),
      eintrag('eilbearbeitung', 'Eilbearbeitung', a.eilbearbeitung ? 'Ja' : 'Nein'),
      eintrag('vorhaben', 'Vorhaben', a.vorhaben),
      eintrag('projektangaben', 'Projektangaben', a.projektangaben),
      eintrag('strasse', 'Straße', a.strasse),
      eintrag('hausnummer', 'Hausnummer', a.hausnummer),
      eintrag('plz', 'PLZ', a.plz),
      eintrag('ort', 'Ort', a.ort),
      eintrag('gemarkung', 'Gemarkung', a.gemarkung),
      eintrag('flurstuecknummer', 'Flurstücknummer', a.flurstuecknummer),
      eintrag('bautiefe', 'Bautiefe', a.bautiefe),
      eintrag('baustart', 'Baubeginn', formatDate(tag(a.baustart))),
      eintrag('bauende', 'Bauende', formatDate(tag(a.bauende))),
      eintrag('netzarten', 'Netzarten', netzarten.join(', ')),
      eintrag('sonstigeBetreiber', 'Sonstige Betreiber', a.sonstigeBetreiber),
    ],
    person: personen.map((p) => ({
      personTyp: p.personTyp,
      titel: PERSON_TYP[p.personTyp as TPersonTyp] ?? `Person ${p.personTyp}`,
      eintraege: [
        eintrag('firma', 'Firma', p.firma),
        eintrag('vorname', 'Vorname', p.vorname),
        eintrag('name', 'Name', p.name),
        eintrag('strasse', 'Straße', p.strasse),
        eintrag('hausnummer', 'Hausnummer', p.hausnummer),
        eintrag('plz', 'PLZ', p.plz),
        eintrag('ort', 'Ort', p.ort),
        eintrag('telefon', 'Telefon', p.telefon),
        eintrag('email', 'E-Mail', p.email),
      ],
    })),
    restDaten: [
      eintrag('auftragsDatum', 'Auftragsdatum', formatDateTime(auftrag.auftragsDatum)),
      eintrag(
        'prioritaet',
        'Priorität',
        PRIORITAET[auftrag.prioritaet as TPrioritaet]?.label ?? String(auftrag.prioritaet),
      ),
      eintrag(
        'bearbeitungsStatus',
        'Bearbeitungsstatus',
        BEARBEITUNGS_STATUS[auftrag.bearbeitungsStatus as TBearbeitungsStatus] ?? String(auftrag.bearbeitungsStatus),
      ),
      eintrag('bearbeitungsFrist', 'Bearbeitungsfrist', formatDate(tag(auftrag.bearbeitungsFrist))),
      eintrag('gemeinden', 'Gemeinden', gemeinden.map((g) => g.gemeinde.name).join(', ')),
      eintrag('bemerkung', 'Bemerkung', auftrag.bemerkung),
    ],
    werte,
  };
}

/** A navigation error in German: blocked by the SSRF check, timed out, or unreachable. */
function ladeFehler(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const text = error instanceof Error ? error.message : '';
  if (/ERR_BLOCKED_BY_CLIENT/.test(text))
    return new AppError('BAD_REQUEST', FORMFILLER_MSG.urlIntern, [{ field: 'url', message: FORMFILLER_MSG.urlIntern }]);
  if (error instanceof Error && error.name === 'TimeoutError')
    return new AppError('BAD_REQUEST', FORMFILLER_MSG.zeitueberschreitung);
  if (/ERR_NAME_NOT_RESOLVED/.test(text)) return new AppError('BAD_REQUEST', FORMFILLER_MSG.hostUnbekannt);
  return new AppError('BAD_REQUEST', FORMFILLER_MSG.nichtErreichbar);
}

/** Opens `url` in the session's page; the page's own requests pass the same check (sitzungen.ts). */
async function oeffne(puppet: Puppet, url: string, timeoutMs: number): Promise<void> {
  try {
    const res = await puppet.page.goto(url, { waitUntil: 'domcontentloaded', timeout: timeoutMs });
    if (res && (await res.headerValue(GESPERRT_HEADER)) === 'gesperrt') {
      throw new AppError('BAD_REQUEST', FORMFILLER_MSG.urlIntern, [
        { field: 'url', message: FORMFILLER_MSG.urlIntern },
      ]);
    }
    if (res && res.status() >= 400) throw new AppError('BAD_REQUEST', FORMFILLER_MSG.nichtErreichbar);
    // late scripts may still add fields; a page that never settles is read as it stands
    await puppet.page.waitForLoadState('load', { timeout: Math.min(5000, timeoutMs) }).catch(() => undefined);
  } catch (error) {
    throw ladeFehler(error);
  }
}

async function scanOf(puppet: Puppet, screenshot: boolean): Promise<TFormfillerScan> {
  const formFields = await leseFelder(puppet.page);
  const position = await scrollPosition(puppet.page);
  let bild: string | null = null;
  if (screenshot) {
    const hoehe = Number(await puppet.page.evaluate('document.documentElement.scrollHeight')) || 900;
    const png = await puppet.page.screenshot({
      type: 'png',
      fullPage: true,
      clip: { x: 0, y: 0, width: 1280, height: Math.max(200, Math.min(hoehe, 4000)) },
    });
    bild = `data:image/png;base64,${png.toString('base64')}`;
  }
  return { formFields, position, url: puppet.page.url(), title: await puppet.page.title(), screenshot: bild };
}

/** POST ScanBetreiberForm/{id}: opens the operator's form in the user's browser session and reads its fields. */
export async function scanBetreiberForm(ctx: StaffContext, input: TScanInput): Promise<TFormfillerScan> {
  const s = sitzungen(ctx);
  await auftragOf(ctx, input.auftragId);
  const { url } = await pruefeZiel(input.url, s.freigabe);
  const puppet = await s.acquire(ctx.session.id, ctx.session.user.userId);
  return s.run(puppet, async (p) => {
    await oeffne(p, url.href, s.ladeTimeoutMs);
    return scanOf(p, false);
  });
}

/**
 * POST PostDataToOnlineForm: writes the confirmed mapping (or, without one, the proposal from the order's stored data)
 * into the open form. Never submits it: sending stays with the case worker on the operator's site.
 */
export async function postDataToOnlineForm(ctx: StaffContext, input: TFillInput): Promise<TFormfillerFillErgebnis> {
  const s = sitzungen(ctx);
  const auftrag = await auftragOf(ctx, input.auftragId);
  if (input.zuordnung && input.zuordnung.length === 0) throw new AppError('BAD_REQUEST', FORMFILLER_MSG.keineZuordnung);
  let puppet = s.get(ctx.session.id);
  const ziel = input.url ? (await pruefeZiel(input.url, s.freigabe)).url : null;
  if (!puppet) {
    if (!ziel) throw new AppError('CONFLICT', FORMFILLER_MSG.keineSitzung);
    puppet = await s.acquire(ctx.session.id, ctx.session.user.userId);
  }
  const werte = input.zuordnung ? null : (await formfillerAntrag(ctx, auftrag.id)).werte;
  return s.run(puppet, async (p) => {
    if (ziel && (p.page.url() !== ziel.href || p.page.url() === 'about:blank'))
      await oeffne(p, ziel.href, s.ladeTimeoutMs);
    const felder = await leseFelder(p.page);
    if (felder.length === 0) throw new AppError('BAD_REQUEST', FORMFILLER_MSG.keineFelder);
    const zuordnung: TFormfillerZuordnung[] =
      input.zuordnung ??
      formfillerVorschlaege(felder, werte ?? {})
        .filter((v) => v.include)
        .map((v) => {
          const f = felder[v.index];
          return {
            index: v.index,
            name: f?.name ?? '',
            id: f?.id ?? '',
            value: v.value,
            ...(v.checked === undefined ? {} : { checked: v.checked }),
          };
        });
    const { geschrieben, fehlend } = await fuelleFelder(p.page, felder, zuordnung);
    if (fehlend > 0 && geschrieben === 0) throw new AppError('CONFLICT', FORMFILLER_MSG.feldUnbekannt);
    const scan = await scanOf(p, true);
    return {
      ...scan,
      eingefuegt: geschrieben,
      message: fehlend > 0 ? `${FORMFILLER_MSG.eingefuegt} ${FORMFILLER_MSG.feldUnbekannt}` : FORMFILLER_MSG.eingefuegt,
    };
  });
}

/** GET GetPuppetUrl: the address of the session's page ('' when none is open). */
export async function getPuppetUrl(ctx: StaffContext): Promise<{ url: string }> {
  const puppet = ctx.deps.formfiller?.get(ctx.session.id);
  if (!puppet) return { url: '' };
  const url = puppet.page.url();
  return { url: url === 'about:blank' ? '' : url };
}

/** POST ClosePuppet: ends the caller's browser session. */
export async function closePuppet(ctx: StaffContext): Promise<{ closed: boolean; message: string }> {
  const closed = (await ctx.deps.formfiller?.close(ctx.session.id)) ?? false;
  return { closed, message: closed ? FORMFILLER_MSG.geschlossen : FORMFILLER_MSG.keineSitzung };
}
