import type { z } from 'zod';
import type { TPreislisteEintrag, ZPreislisteUpdate } from '@lap/contracts';
import { PreislisteEintrag, type Em, type IPreislisteEintrag } from '@lap/db';
import { AppError } from '../../errors.js';

const dto = (p: IPreislisteEintrag): TPreislisteEintrag => ({
  id: p.id,
  code: p.code,
  bezeichnung: p.bezeichnung,
  einheit: p.einheit,
  preisCent: p.preisCent,
  aktiv: p.aktiv,
});

export async function listPreise(em: Em): Promise<TPreislisteEintrag[]> {
  return (await em.find(PreislisteEintrag, {}, { orderBy: { sortierung: 'asc', id: 'asc' } })).map(dto);
}

/** Staff change a price (or its label, unit, active flag); offers already sent keep their own copies of the lines. */
export async function updatePreis(em: Em, input: z.output<typeof ZPreislisteUpdate>): Promise<TPreislisteEintrag> {
  const row = await em.findOne(PreislisteEintrag, { id: input.id });
  if (!row) throw new AppError('NOT_FOUND', 'Der Preis wurde nicht gefunden.');
  em.assign(row, {
    bezeichnung: input.bezeichnung,
    einheit: input.einheit,
    preisCent: input.preisCent,
    aktiv: input.aktiv,
  });
  await em.flush();
  return dto(row);
}
