import { betreiberStand, type TAnfrageMail, type TBetreiberStandWert } from '@lap/contracts';
import { MailVersandJob, Outbox, type Em, type IVersorger } from '@lap/db';
import { mailKeyOf } from '../mailversand/senden.service.js';

/**
 * The customer's state of each supplier row (contracts `betreiberStand`) for /dokumente and the cover letter: the rows'
 * sent mail jobs and those mails' outbox rows are read once for all rows (two statements, whatever the number of rows).
 */
export async function betreiberStaende(em: Em, rows: readonly IVersorger[]): Promise<Map<string, TBetreiberStandWert>> {
  const ids = rows.map((v) => v.id);
  const jobs = ids.length
    ? await em.find(MailVersandJob, { versorger: { $in: ids }, versendet: true }, { fields: ['id', 'versorger'] })
    : [];
  const keys = jobs.map((j) => mailKeyOf(j.id));
  const mails = keys.length
    ? await em.find(Outbox, { idempotencyKey: { $in: keys } }, { fields: ['idempotencyKey', 'status', 'sentAt'] })
    : [];
  const mailOf = new Map(mails.map((m) => [m.idempotencyKey, m]));
  // a sent job whose outbox row is missing is treated as not delivered: nobody can say the operator got it
  const anfrageOf = new Map<string, TAnfrageMail>(
    jobs.map((j) => {
      const m = mailOf.get(mailKeyOf(j.id));
      return [j.versorger.id, m ? { status: m.status, sentAt: m.sentAt ?? null } : { status: 'pending', sentAt: null }];
    }),
  );
  return new Map(
    rows.map((v) => [
      v.id,
      betreiberStand({
        anfrageStatus: v.anfrageStatus,
        nichtBetroffen: v.nichtBetroffen,
        angefragtDatum: v.angefragtDatum ?? null,
        auskunftDatum: v.auskunftDatum ?? null,
        anfrageMail: anfrageOf.get(v.id) ?? null,
      }),
    ]),
  );
}
