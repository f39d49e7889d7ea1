import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { longText, updatedAt } from './columns.js';

/** Municipality master data (VG250). */
export const Gemeinde = defineEntity({
  name: 'Gemeinde',
  tableName: 'gemeinde',
  indexes: [{ properties: ['minX', 'maxX', 'minY', 'maxY'] }],
  properties: {
    id: p.integer().primary().autoincrement(),
    // Amtlicher Gemeindeschlüssel
    ags: p.string().length(8).unique(),
    name: p.string().length(150),
    // GeoJSON geometry (Polygon | MultiPolygon) in EPSG:4326; lazy because lists never need it.
    geometry: longText().lazy(),
    minX: p.double(),
    minY: p.double(),
    maxX: p.double(),
    maxY: p.double(),
    updatedAt: updatedAt(),
  },
});
export type IGemeinde = InferEntity<typeof Gemeinde>;
