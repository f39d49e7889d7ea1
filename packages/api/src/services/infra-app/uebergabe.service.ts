import { randomUUID } from 'node:crypto';
import { WIEDERVORLAGE_MSG } from '@lap/contracts';
import { Outbox, type IVersorger } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { versorgerForStaff } from '../auftrag/auftrag-access.js';
import { actorOf, markBearbeitungBegonnen, versorgerHistorie } from '../auftrag/status.service.js';
import { INFRA_APP_KIND } from '../mail/outbox.js';

/**
 * What the infrastructure app receives for one supplier row (our own shape: the spec names the call only):
 * the row with its contact and dates, and the order with its site. Datetimes in ISO form.
 */
export interface InfraAppPayload {
  uebergabeId: string;
  uebergebenAm: string;
  versorgerId: string;
  auftragId: string;
  antragId: string;
  vorgangsnummer: string;
  versorgerName: string;
  netzbetreiberId: number | null;
  kontakt: string | null;
  email: string | null;
  telefon: string | null;
  abfrageart: string;
  portalLink: string | null;
  angefragtDatum: string | null;
  auskunftDatum: string | null;
  vorlageDatum: string | null;
  abgeschlossen: boolean;
  anfrageStatus: number;
  baustelle: {
    vorhaben: string;
    strasse: string;
    hausnummer: string;
    plz: string;
    ort: string;
    gemarkung: string | null;
    flurstuecknummer: string | null;
  };
}

const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);

function payloadOf(v: IVersorger, uebergabeId: string, now: Date): InfraAppPayload {
  const antrag = v.auftrag.antrag;
  return {
    uebergabeId,
    uebergebenAm: now.toISOString(),
    versorgerId: v.id,
    auftragId: v.auftrag.id,
    antragId: antrag.id,
    vorgangsnummer: antrag.vorgangsnummer,
    versorgerName: v.versorgerName,
    netzbetreiberId: v.netzbetreiber?.id ?? null,
    kontakt: v.kontakt ?? null,
    email: v.email ?? null,
    telefon: v.telefon ?? null,
    abfrageart: v.abfrageart,
    portalLink: v.portalLink ?? null,
    angefragtDatum: iso(v.angefragtDatum),
    auskunftDatum: iso(v.auskunftDatum),
    vorlageDatum: iso(v.vorlageDatum),
    abgeschlossen: v.abgeschlossen,
    anfrageStatus: v.anfrageStatus,
    baustelle: {
      vorhaben: antrag.vorhaben,
      strasse: antrag.strasse,
      hausnummer: antrag.hausnummer,
      plz: antrag.plz,
      ort: antrag.ort,
      gemarkung: antrag.gemarkung ?? null,
      flurstuecknummer: antrag.flurstuecknummer ?? null,
    },
  };
}

/**
 * PutUebergabeVersorgerToInfraApp/{versorgerId}: queues the hand-over in the outbox (kind 'infra-app') and answers
 * at once; the worker POSTs it to INFRA_APP_URL with retries. Without INFRA_APP_URL: 409 in German, nothing
 * written. A hand-over still waiting is not queued a second time.
 */
export async function uebergabeInfraApp(
  ctx: AuthedContext,
  id: string,
  now = new Date(),
): Promise<{ id: string; eingeplant: boolean; message: string }> {
  const result = await ctx.em.transactional(async (em) => {
    const v = await versorgerForStaff({ ...ctx, em }, id);
    if (!ctx.deps.infraAppUrl) throw new AppError('CONFLICT', WIEDERVORLAGE_MSG.infraAppAus);
    const prefix = `${INFRA_APP_KIND}:${v.id}:`;
    const waiting = await em.count(Outbox, {
      kind: INFRA_APP_KIND,
      status: 'pending',
      idempotencyKey: { $like: `${prefix}%` },
    });
    if (waiting > 0) return { id: v.id, eingeplant: true, message: WIEDERVORLAGE_MSG.infraAppBereitsEingeplant };
    const key = `${prefix}${randomUUID()}`;
    em.create(Outbox, {
      idempotencyKey: key,
      kind: INFRA_APP_KIND,
      to: 'Infrastruktur-App',
      subject: `Übergabe ${v.versorgerName} (${v.auftrag.antrag.vorgangsnummer})`.slice(0, 500),
      text: JSON.stringify(payloadOf(v, key, now)),
      attachments: [],
    });
    const actor = actorOf(ctx);
    versorgerHistorie(em, v, actor, 'Übergabe an die Infrastruktur-App eingeplant');
    await markBearbeitungBegonnen(em, v.auftrag, actor);
    await em.flush();
    return { id: v.id, eingeplant: true, message: WIEDERVORLAGE_MSG.infraAppEingeplant };
  });
  ctx.deps.kickMailer?.();
  return result;
}
