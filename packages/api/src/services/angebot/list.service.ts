import { APP_BASE_PATH, ROLE, ZAngeboteListResult, listResultSchema } from '@lap/contracts';
import { angebotHistorieSource, angeboteListSource } from '@lap/db';
import { readableNutzer } from '../nutzer/nutzer-admin.service.js';
import { z } from 'zod';
import type { AuthedContext } from '../../context.js';
import { listPage, type TListPageQuery } from '../list.js';

/** GetAngebote: staff see the offer list (statuses 2, 3, 4, 8); a customer sees their own offers without 8. */
export async function listAngebote(ctx: AuthedContext, query: TListPageQuery) {
  const roles = ctx.session.user.roles;
  const staff = roles.includes(ROLE.SbBereich) || roles.includes(ROLE.Administration);
  const source = angeboteListSource(staff ? { kind: 'staff' } : { kind: 'customer', ownerId: ctx.session.user.userId });
  return ZAngeboteListResult.parse(await listPage(ctx.em, source, query));
}

const ZHistorieRow = z.object({
  id: z.string(),
  vorgang: z.string(),
  angebotAm: z.string().nullable(),
  auftragAm: z.string().nullable(),
  rabatt: z.number().nullable(),
  rabattSumme: z.number().nullable(),
  summeNetto: z.number().nullable(),
  angebotUrl: z.string().nullable(),
});
export const ZAngebotHistorieResult = listResultSchema(ZHistorieRow).extend({
  kunde: z.object({ id: z.string(), firma: z.string().nullable(), name: z.string(), vorname: z.string() }),
});

/** GetAngebotHistorie/{userId}: the offers of one customer (staff), with the customer's firma, name, vorname. */
export async function angebotHistorie(ctx: AuthedContext, userId: string, query: TListPageQuery) {
  // The same rule as GetNutzerById: staff read customers only, never administrators' or colleagues' data.
  const customer = await readableNutzer(ctx, userId);
  const page = await listPage(ctx.em, angebotHistorieSource(customer.id, APP_BASE_PATH), query);
  return ZAngebotHistorieResult.parse({
    ...page,
    kunde: { id: customer.id, firma: customer.firma ?? null, name: customer.name, vorname: customer.vorname },
  });
}
