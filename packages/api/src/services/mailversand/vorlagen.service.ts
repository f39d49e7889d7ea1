import {
  MAIL_VORSCHAU_BEISPIEL,
  MAILVERSAND_MSG,
  type TMailVorlage,
  type TMailVorlageInput,
  type TMailVorschau,
} from '@lap/contracts';
import { MailVorlage, Netzart, type IMailVorlage } from '@lap/db';
import type { TVorgangsart } from '@lap/contracts';
import type { StaffContext } from '../../procedures.js';
import { AppError } from '../../errors.js';
import { renderMail } from './render.js';
import { linktextOf } from '@lap/domain';

const vorlageView = (v: IMailVorlage): TMailVorlage => ({
  id: v.id,
  templateName: v.templateName,
  mailtext: v.mailtext,
  betreff: v.betreff ?? null,
  netzartId: v.netzart?.id ?? null,
  vorgangsartId: v.vorgangsart,
});

/** GetMailVorlagen: every template, by name. */
export async function listVorlagen(ctx: StaffContext): Promise<TMailVorlage[]> {
  return (await ctx.em.find(MailVorlage, {}, { orderBy: { templateName: 'asc', id: 'asc' } })).map(vorlageView);
}

/** PostMailTemplate: a new template (no id, or 0) or changes to one; jobs keep their own copy of the text. */
export async function saveVorlage(
  ctx: StaffContext,
  input: TMailVorlageInput & { templateName: string; mailtext: string; vorgangsartId: 1 | 2 },
): Promise<TMailVorlage> {
  return ctx.em.transactional(async (em) => {
    let netzart = null;
    if (input.netzartId !== undefined && input.netzartId !== null) {
      netzart = await em.findOne(Netzart, { id: input.netzartId });
      if (!netzart)
        throw new AppError('BAD_REQUEST', MAILVERSAND_MSG.netzartNichtGefunden, [
          { field: 'netzartId', message: MAILVERSAND_MSG.netzartNichtGefunden },
        ]);
    }
    const values = {
      templateName: input.templateName,
      mailtext: input.mailtext,
      betreff:
        input.betreff === undefined || input.betreff === null || input.betreff.trim() === ''
          ? null
          : input.betreff.trim(),
      netzart,
      vorgangsart: input.vorgangsartId as TVorgangsart,
    };
    let vorlage: IMailVorlage;
    if (input.id) {
      const found = await em.findOne(MailVorlage, { id: input.id });
      if (!found) throw new AppError('NOT_FOUND', MAILVERSAND_MSG.vorlageNichtGefunden);
      vorlage = em.assign(found, values);
    } else {
      vorlage = em.create(MailVorlage, values);
    }
    await em.flush();
    return vorlageView(vorlage);
  });
}

/** 'Vorschau-Mailansicht' of a template: filled with the Mail preview sample of spec 001 §3. */
export function vorlageVorschau(
  ctx: StaffContext,
  input: { betreff?: string | null | undefined; mailtext: string },
): TMailVorschau {
  const b = MAIL_VORSCHAU_BEISPIEL;
  const vorgangsnummer = 'AS2026-000123';
  const mail = renderMail({
    betreff: input.betreff ?? null,
    mailBody: input.mailtext,
    werte: {
      anrede: b.anrede,
      bauausfuehrende: b.bauausfuehrende,
      auftraggeber: b.auftraggeber,
      ort: b.ort,
      beschreibung: b.bauBeschreibung,
      link: b.kartenLink,
      linktext: linktextOf(vorgangsnummer),
      bearbeiter: b.bearbeiter,
      telefonBearbeiter: b.telefonBearbeiter,
    },
    vorgangsnummer,
  });
  return {
    empfaenger: ['netzauskunft@versorger.example.org'],
    replyTo: ctx.deps.mailReplyTo ?? null,
    betreff: mail.betreff,
    text: mail.text,
    html: mail.html,
    unbekannt: mail.unbekannt,
    leer: mail.leer,
    anhaenge: [],
  };
}
