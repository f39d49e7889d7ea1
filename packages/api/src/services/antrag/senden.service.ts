import {
  ANTRAG_MSG,
  ANTRAG_STATUS_ID,
  APP_BASE_PATH,
  KARTE_MSG,
  PERSON_TYP_ID,
  ROLE,
  type TFieldError,
  type TMessageResult,
  ZAntragInput,
} from '@lap/contracts';
import { AntragGemeinde, findGemeindeCandidates, MapFeature, User, type Em } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { checkShape, gemeindenHit } from '../geometry/geometry.service.js';
import { enqueueMail } from '../mail/outbox.js';
import { neuerAntragMail } from '../mail/templates.js';
import { antragFor } from './antrag-access.js';
import { dateErrors, toAntragDto } from './antrag.service.js';

/** The municipalities the shapes touch (id → name); the exact tests run in the geometry worker. */
async function gemeindenOf(em: Em, wkts: string[]): Promise<Map<number, string>> {
  const gemeinden = new Map<number, string>();
  for (const wkt of wkts) {
    const check = await checkShape(wkt);
    if (!check.valid) continue;
    const candidates = await findGemeindeCandidates(em, check.bbox);
    const names = new Map(candidates.map((c) => [c.id, c.name]));
    for (const hit of await gemeindenHit(check.geometry, candidates)) gemeinden.set(hit, names.get(hit) ?? '');
  }
  return gemeinden;
}

const sameFeatures = (a: Array<{ id: number }>, b: Array<{ id: number }>): boolean =>
  a.length === b.length && a.every((f, i) => f.id === b[i]?.id);

/**
 * spec 000 §7 AntragSendenById: checks that the stored draft is complete (form rules, dates, at least one
 * shape), moves it to status 2, records the municipalities its shapes touch and tells staff who opted in —
 * all in one transaction, mails through the outbox.
 */
export async function sendAntrag(ctx: AuthedContext, id: string, now = new Date()): Promise<TMessageResult> {
  // The municipalities are measured before the transaction: seconds of work for a large shape must not hold
  // the database (SQLite has a single connection; /healthz and every other request would wait for it).
  const pre = ctx.em.fork();
  const measured = await pre.find(
    MapFeature,
    { antrag: await antragFor({ ...ctx, em: pre }, id, 'write') },
    { orderBy: { id: 'asc' } },
  );
  const measuredGemeinden = await gemeindenOf(
    pre,
    measured.map((f) => f.wkt),
  );

  const result = await ctx.em.transactional(async (em) => {
    const antrag = await antragFor({ ...ctx, em }, id, 'write');
    const dto = toAntragDto(antrag);
    const parsed = ZAntragInput.safeParse({
      ...dto,
      gemarkung: dto.gemarkung ?? '',
      flurstuecknummer: dto.flurstuecknummer ?? '',
      sonstigeBetreiber: dto.sonstigeBetreiber ?? '',
      personen: dto.personen.map(({ personId: _p, ...p }) => ({ ...p, firma: p.firma ?? '' })),
    });
    const errors: TFieldError[] = parsed.success
      ? dateErrors(parsed.data, now)
      : parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
    const features = await em.find(MapFeature, { antrag }, { orderBy: { id: 'asc' } });
    if (features.length === 0) errors.push({ field: 'karte', message: KARTE_MSG.keineFlaeche });
    if (errors.length) throw new AppError('BAD_REQUEST', ANTRAG_MSG.versandFehler, errors);

    // A shape added or deleted in the meantime (rare): measured again.
    const gemeinden = sameFeatures(features, measured)
      ? measuredGemeinden
      : await gemeindenOf(
          em,
          features.map((f) => f.wkt),
        );
    // A draft may carry municipalities already (imported or seeded): only the missing ones are added.
    const known = new Set((await em.find(AntragGemeinde, { antrag })).map((g) => g.gemeinde.id));
    for (const gemeindeId of gemeinden.keys())
      if (!known.has(gemeindeId)) em.create(AntragGemeinde, { antrag, gemeinde: gemeindeId });
    antrag.antragStatus = ANTRAG_STATUS_ID.neuerAntrag;
    antrag.datumVersand = now;

    const staff = await em.find(User, { emailAntragGesendet: true, deletedAt: null, roles: { name: ROLE.SbBereich } });
    const applicant = dto.personen.find((p) => p.personTyp === PERSON_TYP_ID.antragsteller);
    for (const s of staff) {
      const mail = neuerAntragMail({
        vorgangsnummer: antrag.vorgangsnummer,
        vorhaben: antrag.vorhaben,
        ort: antrag.ort,
        antragsteller: applicant
          ? `${applicant.vorname} ${applicant.name}${applicant.firma ? ` (${applicant.firma})` : ''}`
          : 'Ein Antragsteller',
        gemeinden: [...gemeinden.values()].sort(),
        eilbearbeitung: antrag.eilbearbeitung,
        url: `${ctx.deps.publicUrl}${APP_BASE_PATH}/antragansicht/${antrag.id}`,
      });
      await enqueueMail(em, {
        idempotencyKey: `antrag-gesendet:${antrag.id}:${s.id}`,
        kind: 'antrag-gesendet',
        to: s.email,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    }
    return { message: ANTRAG_MSG.versendet };
  });
  ctx.deps.kickMailer?.();
  return result;
}
