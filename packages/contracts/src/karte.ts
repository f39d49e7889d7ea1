import { z } from 'zod';

// Map configuration and place search (spec 000 §7 "Place search", §9 map constants).

/** What the browser needs to know about the deployment's map services (no secrets). */
export const ZClientConfig = z.object({
  /** XYZ raster tile template; null when the deployment has no tile server (the offline style is used). */
  tileUrl: z.string().nullable(),
  tileAttribution: z.string(),
  /** Place search is available (a geocoder is configured, or the local municipality list answers). */
  ortssuche: z.boolean(),
  /** spec 000 §2: link on /antraege to the external site of older projects. */
  altprojekteUrl: z.string(),
});
export type TClientConfig = z.infer<typeof ZClientConfig>;

export const ZGeoSearchInput = z.object({
  q: z.string().trim().min(2, 'Bitte mindestens 2 Zeichen eingeben.').max(200, 'Höchstens 200 Zeichen.'),
});
export const ZGeoSearchResult = z.object({ label: z.string(), lat: z.number(), lng: z.number() });
export type TGeoSearchResult = z.infer<typeof ZGeoSearchResult>;
export const ZGeoSearchResults = z.array(ZGeoSearchResult).max(5);

/** AntragOrtSucheById: where the request's address is, to centre its map; null when nothing was found. */
export const ZOrtSuche = ZGeoSearchResult.extend({ zoom: z.number() }).nullable();

export const ORTSUCHE = { limit: 5, countrycodes: 'de', timeoutMs: 5000 } as const;
export const ORTSUCHE_MSG = {
  keineTreffer: 'Kein Ergebnisse gefunden',
  // Our own text (spec silent): the geocoder and the local fallback both failed.
  nichtErreichbar: 'Die Ortssuche ist zurzeit nicht erreichbar.',
} as const;
