import {
  ANTRAG_MSG,
  ANTRAG_STATUS_ID,
  GRENZEN,
  GRENZEN_MSG,
  KARTE_MSG,
  MAP_DEFAULTS,
  type ZMapFeature,
  type ZMapPosition,
  type ZPositionInput,
  type ZWktCheckResult,
} from '@lap/contracts';
import { isAntragEditable, type TFeatureProblem } from '@lap/domain';
import { LockMode } from '@mikro-orm/core';
import { Antrag, MapFeature, MapPosition } from '@lap/db';
import type { z } from 'zod';
import type { AuthedContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { checkShape } from '../geometry/geometry.service.js';
import { antragFor } from './antrag-access.js';

type TMapFeature = z.infer<typeof ZMapFeature>;

const toDto = (f: { id: number; wkt: string; antrag: { id: string } }): TMapFeature => ({
  featureId: f.id,
  antragId: f.antrag.id,
  wkt: f.wkt,
  featureWkt: f.wkt,
});

/** The spec's one message for an invalid shape; a shape over the point limit is told so. */
const problemMessage = (problem: TFeatureProblem): string =>
  problem === 'zuVielePunkte' ? KARTE_MSG.zuVielePunkte : KARTE_MSG.ungueltig;

/** spec 000 §7 PostCheckWktFeatureValid: the same check PostFeature applies. */
export async function checkWkt(wkt: string): Promise<z.infer<typeof ZWktCheckResult>> {
  const res = await checkShape(wkt);
  return res.valid
    ? { valid: true, wkt: res.wkt, message: null }
    : { valid: false, wkt: null, message: problemMessage(res.problem) };
}

export async function listFeatures(ctx: AuthedContext, antragId: string): Promise<TMapFeature[]> {
  const antrag = await antragFor(ctx, antragId, 'read');
  const rows = await ctx.em.find(MapFeature, { antrag }, { orderBy: { id: 'asc' } });
  return rows.map(toDto);
}

const formenVoll = (): AppError =>
  new AppError('CONFLICT', GRENZEN_MSG.formen, [{ field: 'wkt', message: GRENZEN_MSG.formen }]);

/**
 * spec 000 §7 PostFeature → featureId. Invalid shapes are refused (the client removes them), and so is a shape past
 * GRENZEN.formenProAntrag (counted before and, with the request's row locked, again when storing).
 */
export async function addFeature(ctx: AuthedContext, antragId: string, wkt: string): Promise<{ featureId: number }> {
  const antrag = await antragFor(ctx, antragId, 'write');
  // cheap refusal first: the shape check takes a worker for up to seconds
  if ((await ctx.em.count(MapFeature, { antrag })) >= GRENZEN.formenProAntrag) throw formenVoll();
  const res = await checkShape(wkt);
  if (!res.valid)
    throw new AppError('BAD_REQUEST', problemMessage(res.problem), [
      { field: 'wkt', message: problemMessage(res.problem) },
    ]);
  return ctx.em.transactional(async (em) => {
    const locked = await em.findOne(
      Antrag,
      { id: antrag.id },
      { lockMode: LockMode.PESSIMISTIC_WRITE, fields: ['id', 'antragStatus'], disableIdentityMap: true },
    );
    // sent meanwhile (the check above ran outside the transaction)
    if (!locked || !isAntragEditable(locked.antragStatus)) throw new AppError('CONFLICT', ANTRAG_MSG.gesperrt);
    if ((await em.count(MapFeature, { antrag: antrag.id })) >= GRENZEN.formenProAntrag) throw formenVoll();
    const feature = em.create(MapFeature, { antrag: antrag.id, wkt: res.wkt, ...res.bbox });
    await em.flush();
    return { featureId: feature.id };
  });
}

export async function deleteFeature(ctx: AuthedContext, featureId: number): Promise<{ featureId: number }> {
  const feature = await ctx.em.findOne(MapFeature, { id: featureId }, { populate: ['antrag'] });
  if (!feature) throw new AppError('NOT_FOUND', 'Das Objekt wurde nicht gefunden.');
  await antragFor(ctx, feature.antrag.id, 'write');
  ctx.em.remove(feature);
  await ctx.em.flush();
  return { featureId };
}

function parsePoint(wkt: string | undefined): { lat: number; lng: number } | null {
  const m = /^\s*POINT\s*\(\s*(-?\d+(?:\.\d+)?)\s+(-?\d+(?:\.\d+)?)\s*\)\s*$/i.exec(wkt ?? '');
  return m ? { lng: Number(m[1]), lat: Number(m[2]) } : null;
}

/** spec 000 §7 PostPositionKarte: the map view of a request (centre as POINT WKT or lat/lng, and zoom). */
export async function savePosition(
  ctx: AuthedContext,
  input: z.output<typeof ZPositionInput>,
): Promise<z.infer<typeof ZMapPosition>> {
  const antrag = await antragFor(ctx, input.antragId, 'write');
  const centre =
    parsePoint(input.positionWkt) ??
    (input.lat !== undefined && input.lng !== undefined ? { lat: input.lat, lng: input.lng } : null);
  if (!centre)
    throw new AppError('BAD_REQUEST', 'Ungültige Kartenposition.', [
      { field: 'positionWkt', message: 'Ungültige Kartenposition.' },
    ]);
  const positionWkt = `POINT(${centre.lng.toFixed(6)} ${centre.lat.toFixed(6)})`;
  const existing = await ctx.em.findOne(MapPosition, { antrag });
  if (existing) Object.assign(existing, { ...centre, zoom: input.zoom, positionWkt });
  else ctx.em.create(MapPosition, { antrag, ...centre, zoom: input.zoom, positionWkt });
  await ctx.em.flush();
  return { ...centre, zoom: input.zoom, positionWkt, positionSaved: true };
}

/** spec 000 §7 PositionKarteByAntragId; the default view (Riesa, zoom 15) when none was saved. */
export async function getPosition(ctx: AuthedContext, antragId: string): Promise<z.infer<typeof ZMapPosition>> {
  const antrag = await antragFor(ctx, antragId, 'read');
  const pos = await ctx.em.findOne(MapPosition, { antrag });
  if (!pos)
    return {
      lat: MAP_DEFAULTS.lat,
      lng: MAP_DEFAULTS.lng,
      zoom: MAP_DEFAULTS.zoom,
      positionWkt: `POINT(${MAP_DEFAULTS.lng.toFixed(6)} ${MAP_DEFAULTS.lat.toFixed(6)})`,
      positionSaved: false,
    };
  // doubles may come back as strings from the driver
  const [lat, lng, zoom] = [Number(pos.lat), Number(pos.lng), Number(pos.zoom)];
  return {
    lat,
    lng,
    zoom,
    positionWkt: pos.positionWkt ?? `POINT(${lng.toFixed(6)} ${lat.toFixed(6)})`,
    positionSaved: true,
  };
}

/**
 * spec 000 §2 externalKarte/{antragId without dashes}: the map link in operator mails. Readable without
 * signing in — the 122-bit random id is the secret — and it shows the drawn area and nothing else.
 */
export async function externalKarte(
  em: AuthedContext['em'],
  key: string,
): Promise<{ vorgangsnummer: string; features: string[]; position: z.infer<typeof ZMapPosition> }> {
  const hex = key.toLowerCase();
  if (!/^[0-9a-f]{32}$/.test(hex)) throw new AppError('NOT_FOUND', 'Die Karte wurde nicht gefunden.');
  const id = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const antrag = await em.findOne(Antrag, { id, antragStatus: { $gte: ANTRAG_STATUS_ID.neuerAntrag } });
  if (!antrag) throw new AppError('NOT_FOUND', 'Die Karte wurde nicht gefunden.');
  const [features, pos] = await Promise.all([
    em.find(MapFeature, { antrag }, { orderBy: { id: 'asc' } }),
    em.findOne(MapPosition, { antrag }),
  ]);
  const [lat, lng, zoom] = pos
    ? [Number(pos.lat), Number(pos.lng), Number(pos.zoom)]
    : [MAP_DEFAULTS.lat, MAP_DEFAULTS.lng, MAP_DEFAULTS.zoom];
  return {
    vorgangsnummer: antrag.vorgangsnummer,
    features: features.map((f) => f.wkt),
    position: { lat, lng, zoom, positionWkt: `POINT(${lng.toFixed(6)} ${lat.toFixed(6)})`, positionSaved: !!pos },
  };
}
