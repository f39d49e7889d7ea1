import { type z } from 'zod';
import {
  ANTRAG_STATUS_ID,
  HISTORIE_AKTION_ID,
  type TAngebotPosition,
  type ZAngebotPositionInput,
  type ZAngebotPositionUpdate,
} from '@lap/contracts';
import { lineTotalCents, proposePositions } from '@lap/domain';
import { AngebotPosition, AntragGemeinde, Historie, PreislisteEintrag, type IAngebot } from '@lap/db';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { angebotGate, angebotRead, angebotWrite, positionDto, sortedPositions } from './angebot.service.js';

type PositionInput = z.output<typeof ZAngebotPositionInput>;
type PositionUpdate = z.output<typeof ZAngebotPositionUpdate>;

/** The stored columns of a line as entered; the total is always quantity × unit price. */
function lineFields(input: Omit<PositionInput, 'antragId' | 'sortierung'>) {
  return {
    position: input.position,
    anzahl: input.anzahl,
    beschreibung: input.beschreibung,
    einheit: input.einheit || null,
    einzelpreisCent: input.einzelpreis,
    gesamtpreisCent: lineTotalCents(input.anzahl, input.einzelpreis),
  };
}

/** PostAngebotPosition: a new line at the end (or at `sortierung`); the total is quantity × unit price. */
export async function addPosition(ctx: AuthedContext, input: PositionInput): Promise<TAngebotPosition> {
  return ctx.em.transactional(async (em) => {
    const { angebot } = await angebotWrite(em, ctx, input.antragId);
    const last = angebot.positionen.isInitialized()
      ? Math.max(0, ...angebot.positionen.getItems().map((p) => p.sortierung))
      : 0;
    const created = em.create(AngebotPosition, {
      angebot,
      sortierung: input.sortierung ?? last + 1,
      ...lineFields(input),
    });
    await em.flush();
    return positionDto(created, angebot.id);
  });
}

async function positionOf(ctx: AuthedContext, id: number) {
  const position = await ctx.em.findOne(AngebotPosition, { id }, { populate: ['angebot', 'angebot.antrag'] });
  if (!position) throw new AppError('NOT_FOUND', 'Die Position wurde nicht gefunden.');
  return position;
}

/** PutAngebotPosition/{id}. */
export async function updatePosition(ctx: AuthedContext, input: PositionUpdate): Promise<TAngebotPosition> {
  return ctx.em.transactional(async (em) => {
    const position = await positionOf({ ...ctx, em }, input.id);
    const { angebot } = await angebotWrite(em, ctx, position.angebot.antrag.id);
    em.assign(position, {
      ...lineFields(input),
      ...(input.sortierung !== undefined ? { sortierung: input.sortierung } : {}),
    });
    await em.flush();
    return positionDto(position, angebot.id);
  });
}

/** DeleteAngebotPosition/{id}. */
export async function deletePosition(ctx: AuthedContext, id: number): Promise<{ id: number }> {
  return ctx.em.transactional(async (em) => {
    const position = await positionOf({ ...ctx, em }, id);
    await angebotWrite(em, ctx, position.angebot.antrag.id);
    em.remove(position);
    await em.flush();
    return { id };
  });
}

function activeGemeinden(gemeinden: Array<{ disabled: boolean }>): number {
  return gemeinden.filter((g) => !g.disabled).length;
}

/**
 * UebernahmeAllePosition/{antragId}: replaces the positions by the proposal from the price list (base fee,
 * per affected municipality that is not removed, urgency surcharge).
 */
export async function uebernahmeAllePositionen(ctx: AuthedContext, antragId: string): Promise<TAngebotPosition[]> {
  return ctx.em.transactional(async (em) => {
    const { antrag, angebot } = await angebotWrite(em, ctx, antragId);
    const [preisliste, gemeinden] = await Promise.all([
      em.find(PreislisteEintrag, {}),
      em.find(AntragGemeinde, { antrag }),
    ]);
    for (const p of angebot.positionen.getItems()) em.remove(p);
    for (const p of proposePositions(preisliste, {
      gemeinden: activeGemeinden(gemeinden),
      eilbearbeitung: antrag.eilbearbeitung,
    })) {
      angebot.positionen.add(em.create(AngebotPosition, { angebot, ...p }));
    }
    await em.flush();
    return sortedPositions(angebot);
  });
}

/** BemerkungAngebot/{antragId}. */
export async function setBemerkung(
  ctx: AuthedContext,
  antragId: string,
  bemerkung: string,
): Promise<{ bemerkung: string | null }> {
  return ctx.em.transactional(async (em) => {
    const { angebot } = await angebotWrite(em, ctx, antragId);
    angebot.bemerkung = bemerkung.trim() || null;
    await em.flush();
    return { bemerkung: angebot.bemerkung ?? null };
  });
}

/** GetGemeindenById/{antragId}: the municipalities the drawn area touches, removed ones marked. */
export async function angebotGemeinden(ctx: AuthedContext, antragId: string) {
  const { antrag, staff } = await angebotRead(ctx, antragId);
  if (!staff) throw new AppError('FORBIDDEN');
  const rows = await ctx.em.find(
    AntragGemeinde,
    { antrag },
    { populate: ['gemeinde'], orderBy: { gemeinde: { name: 'asc' } } },
  );
  return rows.map((r) => ({
    id: r.id,
    gemeindeId: r.gemeinde.id,
    gemeindeName: r.gemeinde.name,
    ags: r.gemeinde.ags,
    disabled: r.disabled,
  }));
}

/** PutEnDisableGemeindeById/{id}: removes or restores one municipality of the offer (toggles without `disabled`). */
export async function enDisableGemeinde(ctx: AuthedContext, id: number, disabled: boolean | undefined) {
  return ctx.em.transactional(async (em) => {
    const row = await em.findOne(AntragGemeinde, { id }, { populate: ['antrag', 'gemeinde'] });
    if (!row) throw new AppError('NOT_FOUND', 'Die Gemeinde wurde nicht gefunden.');
    await angebotGate(em, ctx, row.antrag.id);
    row.disabled = disabled ?? !row.disabled;
    await em.flush();
    return {
      id: row.id,
      gemeindeId: row.gemeinde.id,
      gemeindeName: row.gemeinde.name,
      ags: row.gemeinde.ags,
      disabled: row.disabled,
    };
  });
}

/** DienstleisterBeenden/{antragId}: the provider ends the case (status 8, history code 2). */
export async function dienstleisterBeenden(ctx: AuthedContext, antragId: string): Promise<{ antragStatus: number }> {
  return ctx.em.transactional(async (em) => {
    const { antrag } = await angebotGate(em, ctx, antragId);
    antrag.antragStatus = ANTRAG_STATUS_ID.beendet;
    em.create(Historie, {
      aktion: HISTORIE_AKTION_ID.angebotBeendet,
      user: ctx.session.user.userId,
      antrag,
      beschreibung: `Vorgang ${antrag.vorgangsnummer} durch Dienstleister beendet`,
    });
    await em.flush();
    return { antragStatus: antrag.antragStatus };
  });
}

/** DeleteAngebot/{antragId}: removes the offer with its positions; the request is a new one again (status 2). */
export async function deleteAngebot(ctx: AuthedContext, antragId: string): Promise<{ antragStatus: number }> {
  return ctx.em.transactional(async (em) => {
    const { antrag, angebot } = await angebotGate(em, ctx, antragId);
    if (angebot) removeAngebot(em, angebot);
    antrag.antragStatus = ANTRAG_STATUS_ID.neuerAntrag;
    antrag.ablehnGrund = null;
    antrag.ablehnText = null;
    await em.flush();
    return { antragStatus: antrag.antragStatus };
  });
}

function removeAngebot(em: AuthedContext['em'], angebot: IAngebot): void {
  for (const p of angebot.positionen.getItems()) em.remove(p);
  em.remove(angebot);
}
