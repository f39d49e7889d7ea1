import { ANFRAGE_STATUS_ID, APP_BASE_PATH, BEARBEITUNGS_STATUS_ID, HISTORIE_AKTION_ID, labelOf } from '@lap/contracts';
import { deriveBearbeitungsStatus } from '@lap/domain';
import {
  Auftrag,
  Historie,
  VersorgerHistorie,
  versorgerStaendeOf,
  type Em,
  type IAuftrag,
  type IVersorger,
} from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { enqueueMail } from '../mail/outbox.js';
import { auskuenfteVollstaendigMail } from '../mail/templates.js';

/** Who acts: the signed-in case worker, or nobody (an operator through the upload link). */
type Actor = { userId: string } | null;

export const actorOf = (ctx: Pick<AuthedContext, 'session'> | { session: null }): Actor =>
  ctx.session ? { userId: ctx.session.user.userId } : null;

/** History code 3 'Auftrag Bearbeitung begonnen', written once: on the first change anyone makes to an order. */
export async function markBearbeitungBegonnen(em: Em, auftrag: IAuftrag, actor: Actor): Promise<void> {
  if ((await em.count(Historie, { auftrag: auftrag.id, aktion: HISTORIE_AKTION_ID.bearbeitungBegonnen })) > 0) return;
  em.create(Historie, {
    aktion: HISTORIE_AKTION_ID.bearbeitungBegonnen,
    user: actor?.userId ?? null,
    antrag: auftrag.antrag,
    auftrag,
    beschreibung: 'Auftrag Bearbeitung begonnen',
  });
}

/** A line of the supplier history (GetHistorieVersorgerById) for every change of a supplier row. */
export function versorgerHistorie(em: Em, versorger: IVersorger, actor: Actor, beschreibung: string): void {
  em.create(VersorgerHistorie, { versorger, bearbeiter: actor?.userId ?? null, beschreibung, ende: new Date() });
}

/**
 * Derives bearbeitungsStatus from the supplier rows (never typed by anyone) and stores it. Reaching 3 writes
 * history code 5 and, when the customer asked for it (emailBearbeitungAbgeschlossen), queues the mail that the
 * information is complete — in the caller's transaction. Call it after every change to supplier rows.
 */
export async function refreshBearbeitungsStatus(
  em: Em,
  auftragId: string,
  publicUrl: string,
  actor: Actor,
): Promise<IAuftrag> {
  const auftrag = await em.findOneOrFail(Auftrag, { id: auftragId }, { populate: ['antrag', 'antrag.owner'] });
  // plain values in one query (an order may have hundreds of rows with dozens of municipalities each)
  await em.flush();
  const rows = await versorgerStaendeOf(em, auftrag.id);
  const status = deriveBearbeitungsStatus(
    rows.map((v) => ({
      // a supplier brought only by municipalities that are switched off no longer counts
      inaktiv: v.nurDeaktivierteGemeinden,
      angefragt: v.anfrageStatus >= ANFRAGE_STATUS_ID.angefragt,
      fertig: v.anfrageStatus === ANFRAGE_STATUS_ID.fertig,
    })),
  );
  const before = auftrag.bearbeitungsStatus;
  auftrag.bearbeitungsStatus = status;
  if (status === BEARBEITUNGS_STATUS_ID.auskuenfteVollstaendig && before !== status) {
    auftrag.abgeschlossenAm = new Date();
    em.create(Historie, {
      aktion: HISTORIE_AKTION_ID.auftragAbgeschlossen,
      user: actor?.userId ?? null,
      antrag: auftrag.antrag,
      auftrag,
      beschreibung: `Auftrag ${auftrag.antrag.vorgangsnummer} abgeschlossen: ${labelOf('bearbeitungsStatus', status)}`,
    });
    const owner = auftrag.antrag.owner;
    if (owner.emailBearbeitungAbgeschlossen && !owner.deletedAt) {
      const mail = auskuenfteVollstaendigMail({
        vorname: owner.vorname,
        name: owner.name,
        vorgangsnummer: auftrag.antrag.vorgangsnummer,
        url: `${publicUrl}${APP_BASE_PATH}/dokumente/${auftrag.antrag.id}`,
        einstellungenUrl: `${publicUrl}${APP_BASE_PATH}/editNutzerDetails/${owner.id}`,
      });
      await enqueueMail(em, {
        idempotencyKey: `auskuenfte-vollstaendig:${auftrag.id}`,
        kind: 'auskuenfte-vollstaendig',
        to: owner.email,
        ...mail,
      });
    }
  }
  if (status !== BEARBEITUNGS_STATUS_ID.auskuenfteVollstaendig) auftrag.abgeschlossenAm = null;
  return auftrag;
}
