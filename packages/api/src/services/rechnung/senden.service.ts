import {
  ANBIETER_VERKAEUFER,
  ANTRAG_STATUS_ID,
  APP_BASE_PATH,
  HISTORIE_AKTION_ID,
  RECHNUNG_MSG,
  type TRechnung,
} from '@lap/contracts';
import {
  berlinTag,
  formatDate,
  formatMoney,
  formatRechnungsnummer,
  germanToday,
  rechnungSummen,
  zahlbarBis,
} from '@lap/domain';
import {
  Antrag,
  Historie,
  StoredFile,
  User,
  germanYear,
  nextValue,
  type Em,
  type IRechnung,
  type IRechnungsadresse,
} from '@lap/db';
import type { RechnungDokumentDaten, RechnungKaeufer } from '@lap/documents';
import type { AppDeps, AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { rechnungDokumente } from '../documents/documents.service.js';
import { storeBytes } from '../files/storage.js';
import { enqueueMail } from '../mail/outbox.js';
import { rechnungMail } from '../mail/templates.js';
import {
  adresseOf,
  artOf,
  isIssued,
  rechnungById,
  rechnungForStaff,
  rechnungView,
  sortedPositionen,
} from './rechnung-access.js';

/** What sending needs besides the database: where files go, the portal's address, the mail worker's wake-up. */
export type RechnungDeps = Pick<AppDeps, 'storage' | 'publicUrl' | 'kickMailer'>;
/** Who sends: a case worker's user id, or null for the worker (the prepayment invoice sent on its own). */
export type Absender = string | null;

/** German country names of the invoice address → ISO 3166-1 alpha-2 (the e-invoice needs the code). */
const LAENDER: Record<string, string> = {
  deutschland: 'DE',
  österreich: 'AT',
  oesterreich: 'AT',
  schweiz: 'CH',
  liechtenstein: 'LI',
  frankreich: 'FR',
  niederlande: 'NL',
  belgien: 'BE',
  luxemburg: 'LU',
  dänemark: 'DK',
  polen: 'PL',
  tschechien: 'CZ',
  'tschechische republik': 'CZ',
  italien: 'IT',
  spanien: 'ES',
  schweden: 'SE',
  ungarn: 'HU',
  slowakei: 'SK',
  slowenien: 'SI',
  kroatien: 'HR',
  portugal: 'PT',
  irland: 'IE',
  finnland: 'FI',
  griechenland: 'GR',
  norwegen: 'NO',
  'vereinigtes königreich': 'GB',
  großbritannien: 'GB',
};

/** The country code of an invoice address: its land, else the prefix of a foreign VAT id (EL = Greece), else Germany. */
export function laenderCodeOf(
  land: string | null | undefined,
  ustIdNr: string | null | undefined,
  ausland: boolean,
): string {
  const known = LAENDER[(land ?? '').trim().toLowerCase()];
  if (known) return known;
  if (/^[A-Za-z]{2}$/.test((land ?? '').trim())) return (land ?? '').trim().toUpperCase();
  const prefix = /^([A-Z]{2})/.exec((ustIdNr ?? '').toUpperCase())?.[1];
  if (ausland && prefix) return prefix === 'EL' ? 'GR' : prefix;
  return 'DE';
}

/** The buyer as billed, frozen into the invoice when it is issued. */
export function kaeuferAus(adresse: IRechnungsadresse): RechnungKaeufer {
  return {
    firma: adresse.firma ?? null,
    firmaZusatz: [adresse.firmaZusatz1, adresse.firmaZusatz2, adresse.firmaZusatz3].filter((z): z is string =>
      Boolean(z && z.trim()),
    ),
    vorname: adresse.vorname ?? null,
    name: adresse.name,
    strasse: adresse.strasse,
    hausnummer: adresse.hausnummer,
    plz: adresse.plz,
    ort: adresse.ort,
    land: laenderCodeOf(adresse.land, adresse.ustIdNr, adresse.ausland),
    ustIdNr: adresse.ausland ? (adresse.ustIdNr ?? null) : null,
    email: adresse.rechnungEmail,
  };
}

/** The document data of an issued (or, for the preview, draft) invoice. */
export function dokumentDaten(
  r: IRechnung,
  kaeufer: RechnungKaeufer,
  projektnummer: string | null,
  now: Date,
): RechnungDokumentDaten {
  const entwurf = !isIssued(r);
  const heute = germanToday(now);
  const rechnungsDatum = r.rechnungsDatum ? String(r.rechnungsDatum).slice(0, 10) : heute;
  const von = r.leistungVon ? String(r.leistungVon).slice(0, 10) : berlinTag(r.auftrag.auftragsDatum);
  const bis = r.leistungBis ? String(r.leistungBis).slice(0, 10) : heute;
  const original = r.storniertRechnung;
  return {
    art: artOf(r),
    entwurf,
    rechnungsNummer: r.rechnungsNummer ?? null,
    rechnungsDatum,
    leistungszeitraum: { von: von <= bis ? von : bis, bis },
    vorgangsnummer: r.auftrag.antrag.vorgangsnummer,
    projektnummer,
    storniert: original
      ? {
          rechnungsNummer: original.rechnungsNummer ?? '',
          rechnungsDatum: String(original.rechnungsDatum ?? rechnungsDatum).slice(0, 10),
        }
      : null,
    verkaeufer: { ...ANBIETER_VERKAEUFER, bank: { ...ANBIETER_VERKAEUFER.bank } },
    kaeufer,
    positionen: sortedPositionen(r).map((p) => ({
      bezeichnung: p.beschreibung || p.position,
      beschreibung: null,
      anzahl: Number(p.anzahl),
      einheit: p.einheit ?? null,
      einzelpreisCent: p.einzelpreisCent,
    })),
    mwstProzent: r.mwst === 16 ? 16 : 19,
    zahlungszielTage: r.zahlungszielTage,
  };
}

export const dokumentNamen = (nummer: string, art: ReturnType<typeof artOf>) => {
  const stem = `${art === 'storno' ? 'Stornorechnung' : 'Rechnung'}_${nummer}`;
  return { pdf: `${stem}.pdf`, xml: `${stem}_XRechnung.xml`, zugferd: `${stem}_ZUGFeRD.pdf` };
};

/**
 * Issues the invoice: the next number of the year (gap-free: taken in this transaction, returned on a rollback), the
 * invoice date, the service period and the buyer frozen, the request in status 6 (an invoice; a cancellation leaves the
 * status to its caller) and history code 6. Nothing changes on an issued invoice afterwards.
 */
export async function issue(em: Em, absender: Absender, r: IRechnung, now: Date): Promise<void> {
  // a cancellation bills the buyer of the invoice it cancels
  const frozen = r.storniertRechnung?.kaeufer ?? null;
  const adresse = frozen ? null : await adresseOf(em, r.auftrag.antrag.id);
  if (!frozen && !adresse) throw new AppError('BAD_REQUEST', RECHNUNG_MSG.keineAdresse);
  if (r.positionen.length === 0) throw new AppError('BAD_REQUEST', RECHNUNG_MSG.keinePositionen);
  const year = germanYear(now);
  r.rechnungsNummer = formatRechnungsnummer(year, await nextValue(em, 'rechnungsnummer', year));
  r.rechnungsDatum = germanToday(now);
  r.leistungVon = berlinTag(r.auftrag.auftragsDatum);
  r.leistungBis = berlinTag(r.auftrag.abgeschlossenAm ?? now);
  if (r.leistungVon > r.leistungBis) r.leistungVon = r.leistungBis;
  if (adresse) {
    // the address as it is when the invoice is issued (it may have been entered after the draft was made)
    r.ausland = adresse.ausland;
    r.ustIdNr = adresse.ausland ? (adresse.ustIdNr ?? null) : null;
  }
  r.kaeufer =
    frozen ??
    (adresse
      ? { ...kaeuferAus(adresse), projektnummer: adresse.keineProjektnummer ? null : (adresse.projektnummer ?? null) }
      : null);
  r.rechnungVersandt = now;
  r.versandtVon = absender ? em.getReference(User, absender) : null;
  const antrag = r.auftrag.antrag;
  const art = artOf(r);
  if (art !== 'storno' && antrag.antragStatus === ANTRAG_STATUS_ID.auftragErteilt)
    antrag.antragStatus = ANTRAG_STATUS_ID.rechnungVersendet;
  em.create(Historie, {
    aktion: art === 'storno' ? HISTORIE_AKTION_ID.rechnungStorniert : HISTORIE_AKTION_ID.rechnungVersendet,
    user: absender,
    antrag,
    auftrag: r.auftrag,
    beschreibung:
      art === 'storno'
        ? `Rechnung ${r.storniertRechnung?.rechnungsNummer ?? ''} storniert (Stornorechnung ${r.rechnungsNummer})`
        : `Rechnung ${r.rechnungsNummer} versendet`,
  });
  await em.flush();
}

/**
 * Renders the issued invoice's documents in the worker (PDF, XRechnung XML, ZUGFeRD PDF/A-3), stores them as documents of
 * the request (the customer sees them on /dokumente) and queues the mail to the invoice address with the ZUGFeRD PDF and
 * the XML attached. Outside the issuing transaction (slow work); safe to repeat until it has succeeded once.
 */
export async function dokumenteUndMail(
  deps: RechnungDeps,
  root: Em,
  absender: Absender,
  rechnungId: string,
  now: Date,
): Promise<void> {
  const r = await rechnungById(root.fork(), rechnungId);
  if (r.rechnungGeneriert || !r.rechnungsNummer) return;
  const gespeichert = (r.kaeufer ?? {}) as unknown as RechnungKaeufer & { projektnummer?: string | null };
  const daten = dokumentDaten(r, gespeichert, gespeichert.projektnummer ?? null, now);
  const docs = await rechnungDokumente(daten, { pdf: true, xml: true, zugferd: true });
  if (!docs.pdf || !docs.xml || !docs.zugferd)
    throw new AppError(
      'SERVICE_UNAVAILABLE',
      'Die Rechnungsdokumente konnten nicht erzeugt werden. Bitte versuchen Sie es erneut.',
    );
  const storage = deps.storage;
  const written = await writeDokumente(deps, r, { pdf: docs.pdf, xml: docs.xml, zugferd: docs.zugferd });
  try {
    await root.fork().transactional(async (em) => {
      const locked = await rechnungById(em, rechnungId, { lock: true });
      if (locked.rechnungGeneriert) throw new Fertig();
      const antrag = await em.findOneOrFail(Antrag, { id: locked.auftrag.antrag.id }, { populate: ['owner'] });
      const files = written.map((w) =>
        em.create(StoredFile, {
          kind: 'dokument',
          storageKey: w.key,
          originalName: w.name,
          contentType: w.type,
          size: w.size,
          sha256: w.sha256,
          antrag,
          rechnung: locked,
          uploadedBy: absender,
        }),
      );
      locked.rechnungGeneriert = true;
      const summen = rechnungSummen(daten.positionen, daten.mwstProzent);
      const storno = artOf(locked) === 'storno';
      const kaeufer = gespeichert;
      const mail = rechnungMail({
        anrede: kaeufer.name
          ? `Guten Tag ${[kaeufer.vorname, kaeufer.name].filter(Boolean).join(' ')},`
          : 'Sehr geehrte Damen und Herren,',
        titel: storno ? 'Stornorechnung' : 'Rechnung',
        rechnungsNummer: locked.rechnungsNummer ?? '',
        vorgangsnummer: antrag.vorgangsnummer,
        brutto: formatMoney(summen.bruttoCent),
        faelligAm: storno ? null : formatDate(zahlbarBis(daten.rechnungsDatum, daten.zahlungszielTage)),
        iban: ANBIETER_VERKAEUFER.bank.iban,
        url: `${deps.publicUrl}${APP_BASE_PATH}/dokumente/${antrag.id}`,
      });
      await em.flush();
      await enqueueMail(em, {
        idempotencyKey: `rechnung.${locked.id}`,
        kind: 'rechnung',
        to: kaeufer.email || antrag.owner.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        // the ZUGFeRD PDF (readable, with the e-invoice inside) and the XRechnung XML
        attachments: [files[2]?.id ?? '', files[1]?.id ?? ''].filter(Boolean),
      });
      await em.flush();
    });
    deps.kickMailer?.();
  } catch (error) {
    await Promise.all(written.map((w) => storage.remove(w.key).catch(() => undefined)));
    if (error instanceof Fertig) return;
    throw error;
  }
}

export interface GeschriebeneDatei {
  key: string;
  name: string;
  type: string;
  size: number;
  sha256: string;
}

/** Writes an issued invoice's three documents to the store (PDF, XRechnung XML, ZUGFeRD PDF, in this order). */
export async function writeDokumente(
  deps: Pick<RechnungDeps, 'storage'>,
  r: IRechnung,
  docs: { pdf: Uint8Array; xml: string; zugferd: Uint8Array },
): Promise<GeschriebeneDatei[]> {
  const namen = dokumentNamen(r.rechnungsNummer ?? '', artOf(r));
  const written: GeschriebeneDatei[] = [];
  const write = async (bytes: Uint8Array | string, name: string, type: string, ext: string) => {
    const { key, size, sha256 } = await storeBytes(deps.storage, `antrag/${r.auftrag.antrag.id}`, ext, bytes);
    written.push({ key, name, type, size, sha256 });
  };
  try {
    await write(docs.pdf, namen.pdf, 'application/pdf', '.pdf');
    await write(docs.xml, namen.xml, 'application/xml', '.xml');
    await write(docs.zugferd, namen.zugferd, 'application/pdf', '.pdf');
  } catch (error) {
    // all three or none: a store failing midway leaves no single document behind
    await Promise.all(written.map((w) => deps.storage.remove(w.key).catch(() => undefined)));
    throw error;
  }
  return written;
}

/** Another request finished the documents first. */
class Fertig extends Error {}

/**
 * SendeRechnung/{id} (after the client's confirmation): issues a draft (number, date, frozen buyer) and sends it with its
 * documents. A sent invoice answers 409; one whose documents failed before is completed by sending again.
 */
export async function sendeRechnung(ctx: AuthedContext, rechnungId: string, now = new Date()): Promise<TRechnung> {
  const vorab = await rechnungForStaff(ctx, ctx.em, rechnungId);
  if (vorab.storniert) throw new AppError('CONFLICT', RECHNUNG_MSG.storniert);
  if (vorab.rechnungGeneriert) throw new AppError('CONFLICT', RECHNUNG_MSG.versendet);
  if (artOf(vorab) === 'storno') throw new AppError('CONFLICT', RECHNUNG_MSG.versendet);
  await issueAndSend(ctx.deps, ctx.em, ctx.session.user.userId, rechnungId, now);
  return rechnungView(ctx.em.fork(), await rechnungForStaff(ctx, ctx.em.fork(), rechnungId));
}

/** Issues a draft under its row lock (unless another request did) and renders, stores and mails its documents. */
export async function issueAndSend(
  deps: RechnungDeps,
  root: Em,
  absender: Absender,
  rechnungId: string,
  now: Date,
): Promise<void> {
  await root.fork().transactional(async (em) => {
    const r = await rechnungById(em, rechnungId, { lock: true });
    if (r.storniert) throw new AppError('CONFLICT', RECHNUNG_MSG.storniert);
    if (isIssued(r)) return;
    await issue(em, absender, r, now);
  });
  await dokumenteUndMail(deps, root, absender, rechnungId, now);
}
