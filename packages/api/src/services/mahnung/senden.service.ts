import { storeBytes } from '../files/storage.js';
import { ANBIETER_VERKAEUFER, MAHNUNG_MSG, MAHNUNG_STUFE, type TMahnung, type TMahnungStatus } from '@lap/contracts';
import {
  ANTRAG_STATUS_DER_STUFE,
  berlinTag,
  formatDate,
  germanToday,
  historieAktionDerStufe,
  istLetzteStufe,
  rechnungSummen,
  verzugszinsen,
} from '@lap/domain';
import { Antrag, Historie, Mahnung, StoredFile, User } from '@lap/db';
import type { RechnungKaeufer } from '@lap/documents';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { mahnungPdf } from '../documents/documents.service.js';
import { enqueueMail } from '../mail/outbox.js';
import { renderMail } from '../mailversand/render.js';
import { rechnungPdfDownload } from '../rechnung/dokumente.service.js';
import { adresseOf, artOf, sortedPositionen } from '../rechnung/rechnung-access.js';
import { dokumentNamen, kaeuferAus } from '../rechnung/senden.service.js';
import {
  assertBearbeitbar,
  gehaltenBis,
  istVorzeitig,
  mahnungForStaff,
  rechnungFaelligAm,
  vorFaelligkeitFehler,
} from './mahnung-access.js';
import { getMahnung } from './mahnung.service.js';

/**
 * PUT api/Mahnung/SendeMahnung/{id} (/mahnungSenden/{mahnungId}): renders the dunning letter (DIN 5008: invoice reference,
 * open amount, new due date, level; from level 2 default interest per § 288 BGB and, for business customers, the € 40
 * lump sum) in the documents worker, keeps it with the request and mails it with the original invoice PDF to
 * rechnungsEmail. Sets mahnungDate (letzteMahnungDate follows from it), the request status 9/10/11 by level (12 for
 * 'payment uncollectable', which also closes the order's notices) and history code 8 (9 for the end). A sent notice is
 * immutable; a second send is refused, and two at once send one mail (row lock, outbox key `mahnung.{id}`).
 */
export async function sendeMahnung(ctx: AuthedContext, mahnungId: string, now = new Date()): Promise<TMahnung> {
  const vorab = await mahnungForStaff(ctx, ctx.em.fork(), mahnungId);
  assertBearbeitbar(vorab);
  if (!vorab.rechnungsEmail || !vorab.betreff || !vorab.mailtext || !vorab.mahnungFaellig)
    throw new AppError(
      'BAD_REQUEST',
      !vorab.betreff
        ? MAHNUNG_MSG.betreff
        : !vorab.mailtext
          ? MAHNUNG_MSG.mailtext
          : !vorab.rechnungsEmail
            ? MAHNUNG_MSG.email
            : MAHNUNG_MSG.faellig,
    );
  const r = vorab.rechnung;
  if (!r.rechnungsNummer) throw new AppError('CONFLICT', MAHNUNG_MSG.nichtVersendet);
  if (r.bezahltAm) throw new AppError('CONFLICT', MAHNUNG_MSG.bezahlt);
  // issue 42: before the invoice is overdue (a later notice: before the previous one fell due) only a notice made with
  // the case worker's reason goes out
  const andere = (await ctx.em.fork().find(Mahnung, { rechnung: r.id, id: { $ne: vorab.id } })).filter(
    (m) => m.mahnungStatus < vorab.mahnungStatus,
  );
  if (istVorzeitig(r, andere, germanToday(now), now) && !vorab.vorzeitigGrund) throw vorFaelligkeitFehler(r, andere);
  const gehalten = gehaltenBis(r, andere, now);

  // the original invoice PDF goes with it (rendered once from the issued data when it was never kept)
  await rechnungPdfDownload(ctx, r.id);

  const frozen = (r.kaeufer ?? null) as (RechnungKaeufer & { projektnummer?: string | null }) | null;
  const adresse = frozen ? null : await adresseOf(ctx.em.fork(), r.auftrag.antrag.id);
  const kaeufer = frozen ?? (adresse ? kaeuferAus(adresse) : null);
  if (!kaeufer) throw new AppError('BAD_REQUEST', MAHNUNG_MSG.keineAdresse);
  const summen = rechnungSummen(
    sortedPositionen(r).map((p) => ({ anzahl: Number(p.anzahl), einzelpreisCent: p.einzelpreisCent })),
    r.mwst === 16 ? 16 : 19,
  );
  const rechnungsDatum = String(r.rechnungsDatum ?? berlinTag(r.rechnungVersandt ?? now)).slice(0, 10);
  const rechnungFaellig = rechnungFaelligAm(r, now);
  const heute = germanToday(now);
  const stufe: TMahnungStatus = vorab.mahnungStatus;
  const geschaeftskunde = Boolean(kaeufer.firma && kaeufer.firma.trim());
  // default interest from level 2 on, once the invoice is overdue (no default, no interest and no lump sum before)
  const berechnet =
    stufe >= MAHNUNG_STUFE.zweite && stufe <= MAHNUNG_STUFE.dritte
      ? verzugszinsen({ offenCent: summen.bruttoCent, faelligAm: rechnungFaellig, bis: heute, geschaeftskunde })
      : null;
  const zinsen = berechnet && berechnet.tage > 0 ? berechnet : null;
  const pdf = await mahnungPdf({
    stufe,
    datum: heute,
    faelligAm: String(vorab.mahnungFaellig).slice(0, 10),
    vorgangsnummer: r.auftrag.antrag.vorgangsnummer,
    betreff: vorab.betreff,
    text: vorab.mailtext,
    verkaeufer: { ...ANBIETER_VERKAEUFER, bank: { ...ANBIETER_VERKAEUFER.bank } },
    kaeufer: { ...kaeufer, email: vorab.rechnungsEmail },
    rechnung: {
      rechnungsNummer: r.rechnungsNummer,
      rechnungsDatum,
      faelligAm: rechnungFaellig,
      bruttoCent: summen.bruttoCent,
      offenCent: summen.bruttoCent,
    },
    zinsen: zinsen
      ? {
          zinsenCent: zinsen.zinsenCent,
          zinssatzProzent: zinsen.zinssatzProzent,
          tage: zinsen.tage,
          pauschaleCent: zinsen.pauschaleCent,
        }
      : null,
    sachbearbeiter: `${ctx.session.user.vorname} ${ctx.session.user.name}`.trim(),
  });

  const storage = ctx.deps.storage;
  const { key: storageKey, size, sha256 } = await storeBytes(storage, `antrag/${r.auftrag.antrag.id}`, '.pdf', pdf);
  const name = `${istLetzteStufe(stufe) ? 'Mitteilung_Zahlung_uneinbringlich' : `${stufe}_Mahnung`}_${r.rechnungsNummer}.pdf`;

  let kept = false;
  try {
    await ctx.em.fork().transactional(async (em) => {
      const m = await mahnungForStaff(ctx, em, mahnungId, { lock: true });
      // another request sent it meanwhile: one mail only
      if (m.mahnungDate) return;
      assertBearbeitbar(m);
      const antrag = await em.findOneOrFail(Antrag, { id: m.auftrag.antrag.id });
      const datei = em.create(StoredFile, {
        kind: 'dokument',
        storageKey,
        originalName: name,
        contentType: 'application/pdf',
        size,
        sha256,
        antrag,
        rechnung: m.rechnung,
        mahnung: m,
        uploadedBy: ctx.session.user.userId,
      });
      const rechnungPdf = await em.findOne(StoredFile, {
        rechnung: m.rechnung.id,
        originalName: dokumentNamen(m.rechnung.rechnungsNummer ?? '', artOf(m.rechnung)).pdf,
      });
      m.mahnungDate = now;
      m.sachbearbeiter = em.getReference(User, ctx.session.user.userId);
      m.zinsenCent = zinsen ? zinsen.zinsenCent + zinsen.pauschaleCent : null;
      antrag.antragStatus = ANTRAG_STATUS_DER_STUFE[stufe];
      if (istLetzteStufe(stufe)) {
        m.abgeschlossen = true;
        for (const offen of await em.find(Mahnung, { auftrag: m.auftrag.id, abgeschlossen: false }))
          offen.abgeschlossen = true;
      }
      em.create(Historie, {
        aktion: historieAktionDerStufe(stufe),
        user: ctx.session.user.userId,
        antrag,
        auftrag: m.auftrag,
        beschreibung:
          (istLetzteStufe(stufe)
            ? `Zahlung uneinbringlich – Mahnverfahren zu Rechnung ${m.rechnung.rechnungsNummer ?? ''} eingestellt`
            : `${stufe}. Mahnung zu Rechnung ${m.rechnung.rechnungsNummer ?? ''} versendet`) +
          // the case worker's reason for dunning before the invoice fell due stays in the history (issue 42)
          (m.vorzeitigGrund
            ? ` – vor Fälligkeit der ${gehalten.vorige === null ? 'Rechnung' : `${gehalten.vorige}. Mahnung`} (${formatDate(gehalten.bis)}), Begründung: ${m.vorzeitigGrund}`
            : ''),
      });
      await em.flush();
      const mail = renderMail({
        betreff: m.betreff ?? '',
        mailBody: m.mailtext ?? '',
        werte: {},
        vorgangsnummer: antrag.vorgangsnummer,
      });
      await enqueueMail(em, {
        idempotencyKey: `mahnung.${m.id}`,
        kind: 'mahnung',
        to: m.rechnungsEmail ?? '',
        ...(ctx.deps.mailReplyTo ? { replyTo: ctx.deps.mailReplyTo } : {}),
        subject: mail.betreff,
        text: mail.text,
        html: mail.html,
        attachments: [datei.id, rechnungPdf?.id ?? ''].filter(Boolean),
      });
      await em.flush();
      kept = true;
    });
  } finally {
    if (!kept) await storage.remove(storageKey).catch(() => undefined);
  }
  if (kept) ctx.deps.kickMailer?.();
  return getMahnung(ctx, mahnungId);
}
