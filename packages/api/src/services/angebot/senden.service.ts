import { storeBytes } from '../files/storage.js';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import {
  ANGEBOT_MSG,
  ANTRAG_STATUS_ID,
  APP_BASE_PATH,
  HISTORIE_AKTION_ID,
  type KEINE_AUSWAHL,
  PERSON_TYP_ID,
  type TAblehnGrund,
  VORKASSE_STATUS_ID,
} from '@lap/contracts';
import { bearbeitungsFrist, formatMoney, germanToday, totalsOf } from '@lap/domain';
import { Angebot, Antrag, Auftrag, Historie, Position, StoredFile } from '@lap/db';
import { renderAngebotPdf } from '@lap/documents';
import type { AuthedContext } from '../../context.js';
import { vorkasseEntwurf } from '../rechnung/vorkasse.service.js';
import { AppError } from '../../errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { angebotMail } from '../mail/templates.js';
import { angebotWrite, sortedPositions } from './angebot.service.js';
import { angebotPdfData, angebotPdfName } from './pdf.service.js';
import { isUuid } from '../ids.js';
import { newsletterAbmeldeLink } from '../account/newsletter-link.js';

/**
 * SendeAngebot/{antragId}: only while the request is below 5 (001 §2). Sets the prepayment flag, renders the
 * PDF, keeps it with the request's documents, mails it to the customer (outbox, same transaction), writes
 * history code 1 and moves the request to 'Angebot erstellt' (3). Sending again (a corrected offer) is allowed.
 */
export async function sendeAngebot(
  ctx: AuthedContext,
  antragId: string,
  vorkasse: boolean,
  now = new Date(),
): Promise<{ antragStatus: number; angebotVersand: string }> {
  const storage = ctx.deps.storage;
  let storedKey: string | null = null;
  try {
    const result = await ctx.em.transactional(async (em) => {
      // one send of a request at a time (two case workers, two nodes): angebotWrite takes the request's row lock first,
      // so the second send counts the first one's PDF
      const { antrag, angebot } = await angebotWrite(em, ctx, antragId);
      const positions = sortedPositions(angebot);
      if (positions.length === 0) throw new AppError('BAD_REQUEST', ANGEBOT_MSG.keinePositionen);
      angebot.vorkasseStatus = vorkasse ? VORKASSE_STATUS_ID.vorkasse : VORKASSE_STATUS_ID.normal;
      angebot.angebotVersand = now;
      antrag.antragStatus = ANTRAG_STATUS_ID.angebotErstellt;
      antrag.ablehnGrund = null;
      antrag.ablehnText = null;

      const bytes = await renderAngebotPdf(angebotPdfData(antrag, angebot, now));
      const { key, size, sha256 } = await storeBytes(storage, `antrag/${antrag.id}`, '.pdf', bytes);
      storedKey = key;
      // A corrected offer sent again is kept beside the earlier one under its own name (downloads go by name).
      const documents = await em.find(StoredFile, { antrag, kind: 'dokument' }, { fields: ['originalName'] });
      const earlier = documents.filter((d) => d.originalName.startsWith(`Angebot_${antrag.vorgangsnummer}`)).length;
      const name =
        earlier === 0 ? angebotPdfName(antrag) : angebotPdfName(antrag).replace(/\.pdf$/, `_${earlier + 1}.pdf`);
      const file = em.create(StoredFile, {
        kind: 'dokument',
        storageKey: key,
        originalName: name,
        contentType: 'application/pdf',
        size,
        sha256,
        antrag,
        uploadedBy: ctx.session.user.userId,
      });

      const applicant = antrag.personen.getItems().find((p) => p.personTyp === PERSON_TYP_ID.antragsteller);
      const totals = totalsOf(positions.map((p) => ({ anzahl: p.anzahl, einzelpreisCent: p.einzelpreis })));
      const mail = angebotMail({
        anrede: { vorname: applicant?.vorname ?? antrag.owner.vorname, name: applicant?.name ?? antrag.owner.name },
        vorgangsnummer: antrag.vorgangsnummer,
        vorhaben: antrag.vorhaben,
        brutto: formatMoney(totals.bruttoCent),
        vorkasse,
        url: `${ctx.deps.publicUrl}${APP_BASE_PATH}/angebotkunde/${antrag.id}`,
        abmeldeUrl: antrag.owner.newsletterAkzeptiert ? newsletterAbmeldeLink(ctx.deps, antrag.owner.email) : undefined,
      });
      await em.flush();
      await enqueueMail(em, {
        idempotencyKey: `angebot:${antrag.id}:${now.getTime()}`,
        kind: 'angebot',
        to: antrag.owner.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        attachments: [file.id],
      });
      em.create(Historie, {
        aktion: HISTORIE_AKTION_ID.angebotVersendet,
        user: ctx.session.user.userId,
        antrag,
        beschreibung: `Angebot ${antrag.vorgangsnummer} versendet${vorkasse ? ' (Vorkasse)' : ''}`,
      });
      await em.flush();
      return { antragStatus: antrag.antragStatus, angebotVersand: now.toISOString() };
    });
    ctx.deps.kickMailer?.();
    return result;
  } catch (error) {
    // the transaction rolled back: the rendered file must not stay behind
    if (storedKey) await storage.remove(storedKey).catch(() => undefined);
    throw error;
  }
}

/** The customer's decision: only the owner, only once, only while the offer is open (status 3). */
async function openOffer(ctx: AuthedContext, em: AuthedContext['em'], antragId: string) {
  // The row lock serialises two decisions on the same request (MariaDB); SQLite serialises writers anyway.
  const locked = isUuid(antragId)
    ? await em.findOne(Antrag, { id: antragId }, { lockMode: LockMode.PESSIMISTIC_WRITE })
    : null;
  const antrag = locked ? await em.findOneOrFail(Antrag, { id: locked.id }, { populate: ['netzarten'] }) : null;
  if (!antrag || antrag.owner.id !== ctx.session.user.userId)
    throw new AppError('NOT_FOUND', ANGEBOT_MSG.nichtGefunden);
  if (antrag.antragStatus !== ANTRAG_STATUS_ID.angebotErstellt) throw new AppError('CONFLICT', ANGEBOT_MSG.nichtOffen);
  return antrag;
}

/**
 * ZustimmungAngebotKunde/{antragId}: the order with obligation to pay. Creates the Auftrag (with one order
 * position per requested Netzart, for the operator enquiries) and moves the request to 'Auftrag erteilt' (5).
 */
export async function zustimmung(
  ctx: AuthedContext,
  antragId: string,
): Promise<{ antragId: string; auftragId: string }> {
  try {
    return await acceptOnce(ctx, antragId);
  } catch (error) {
    // two accepts at the same moment: the unique order per request lets one win, the other is told it is taken
    if (error instanceof UniqueConstraintViolationException) throw new AppError('CONFLICT', ANGEBOT_MSG.nichtOffen);
    throw error;
  }
}

function acceptOnce(ctx: AuthedContext, antragId: string): Promise<{ antragId: string; auftragId: string }> {
  return ctx.em.transactional(async (em) => {
    const antrag = await openOffer(ctx, em, antragId);
    if (await em.count(Auftrag, { antrag })) throw new AppError('CONFLICT', ANGEBOT_MSG.nichtOffen);
    const angebot = await em.findOne(Angebot, { antrag });
    const vorkasse = (angebot?.vorkasseStatus ?? 0) !== 0;
    const auftrag = em.create(Auftrag, {
      antrag,
      // set here, not at flush: the prepayment invoice made below copies it
      auftragsDatum: new Date(),
      vorkasse,
      // a prepayment order's deadline runs from the payment (CompleteVorkassen)
      bearbeitungsFrist: vorkasse ? null : bearbeitungsFrist(germanToday(), antrag.eilbearbeitung),
    });
    antrag.netzarten
      .getItems()
      .forEach((n, i) =>
        em.create(Position, { auftrag, positionName: n.name, position: String(i + 1), netzart: n, sortierung: i + 1 }),
      );
    if (vorkasse) await vorkasseEntwurf(em, auftrag);
    antrag.antragStatus = ANTRAG_STATUS_ID.auftragErteilt;
    await em.flush();
    return { antragId: antrag.id, auftragId: auftrag.id };
  });
}

/** AblehnungAngebotKunde/{antragId}: reason and text kept with the request, status 'Angebot abgelehnt' (4). */
export async function ablehnung(
  ctx: AuthedContext,
  antragId: string,
  grund: TAblehnGrund | typeof KEINE_AUSWAHL,
  text: string,
): Promise<{ antragStatus: number }> {
  return ctx.em.transactional(async (em) => {
    const antrag = await openOffer(ctx, em, antragId);
    antrag.antragStatus = ANTRAG_STATUS_ID.angebotAbgelehnt;
    antrag.ablehnGrund = grund;
    antrag.ablehnText = text;
    await em.flush();
    return { antragStatus: antrag.antragStatus };
  });
}
