import { ANTRAG_MSG, APP_BASE_PATH, KARTE_MSG, ROLE, ZAntragInput, type TFieldError, type TMessageResult } from '@lap/contracts';
import { checkFeatureWkt } from '@lap/domain';
import { AntragGemeinde, findIntersecting, MapFeature, User } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { enqueueMail } from '../mail/outbox.js';
import { neuerAntragMail } from '../mail/templates.js';
import { antragFor } from './antrag-access.js';
import { dateErrors, toAntragDto } from './antrag.service.js';

/**
 * spec 000 §7 AntragSendenById: checks that the stored draft is complete (form rules, dates, at least one
 * shape), moves it to status 2, records the municipalities its shapes touch and tells staff who opted in —
 * all in one transaction, mails through the outbox.
 */
export async function sendAntrag(ctx: AuthedContext, id: string, now = new Date()): Promise<TMessageResult> {
  const result = await ctx.em.transactional(async (em) => {
    const antrag = await antragFor({ ...ctx, em }, id, 'write');
    const dto = toAntragDto(antrag);
    const parsed = ZAntragInput.safeParse({ ...dto, gemarkung: dto.gemarkung ?? '', flurstuecknummer: dto.flurstuecknummer ?? '', sonstigeBetreiber: dto.sonstigeBetreiber ?? '', personen: dto.personen.map(({ personId: _p, ...p }) => ({ ...p, firma: p.firma ?? '' })) });
    const errors: TFieldError[] = parsed.success ? dateErrors(parsed.data, now) : parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
    const features = await em.find(MapFeature, { antrag });
    if (features.length === 0) errors.push({ field: 'karte', message: KARTE_MSG.keineFlaeche });
    if (errors.length) throw new AppError('BAD_REQUEST', ANTRAG_MSG.versandFehler, errors);

    const gemeinden = new Map<number, string>();
    for (const f of features) {
      const check = checkFeatureWkt(f.wkt);
      if (!check.valid) continue;
      for (const hit of await findIntersecting(em, check.geometry)) gemeinden.set(hit.id, hit.name);
    }
    for (const gemeindeId of gemeinden.keys()) em.create(AntragGemeinde, { antrag, gemeinde: gemeindeId });
    antrag.antragStatus = 2;
    antrag.datumVersand = now;

    const staff = await em.find(User, { emailAntragGesendet: true, deletedAt: null, roles: { name: ROLE.SbBereich } });
    const applicant = dto.personen.find((p) => p.personTyp === 1);
    for (const s of staff) {
      const mail = neuerAntragMail({
        vorgangsnummer: antrag.vorgangsnummer,
        vorhaben: antrag.vorhaben,
        ort: antrag.ort,
        antragsteller: applicant ? `${applicant.vorname} ${applicant.name}${applicant.firma ? ` (${applicant.firma})` : ''}` : 'Ein Antragsteller',
        gemeinden: [...gemeinden.values()].sort(),
        eilbearbeitung: antrag.eilbearbeitung,
        url: `${ctx.deps.publicUrl}${APP_BASE_PATH}/antragansicht/${antrag.id}`,
      });
      await enqueueMail(em, { idempotencyKey: `antrag-gesendet:${antrag.id}:${s.id}`, kind: 'antrag-gesendet', to: s.email, subject: mail.subject, text: mail.text, html: mail.html });
    }
    return { message: ANTRAG_MSG.versendet };
  });
  ctx.deps.kickMailer?.();
  return result;
}
