// The shared request map (ARCHITECTURE §3 packages/ui). A separate entry point (`@lap/ui/map`) so that
// maplibre and terra-draw land only in the chunks of the pages that show a map.
export { AntragMap } from './AntragMap.js';
export type { AntragMapProps, GeoSearchResult, KartenDruck, MapShape, MapView, ShapeSaveResult } from './types.js';
export { DRUCK_TEXT, MAP_TEXT } from './texts.js';
export { DEFAULT_VIEW } from './map-style.js';
export { mapFileKind, readMapFile, type MapFileReadResult } from './import-file.js';
export { measureGeometry, type ShapeMeasurement } from './measure.js';
export type { DrawMode } from './shapes-controller.js';
export { MarkerMap, type MapMarker, type MarkerMapProps } from './MarkerMap.js';
