import type { TDruckVorlage, TDruckMassstab } from '@lap/contracts';
import type { TBBox } from '@lap/domain';

/** A saved map feature of an Antrag: WKT in EPSG:4326, lon lat order (spec 000 §3 Map feature). */
export interface MapShape {
  featureId: number;
  wkt: string;
}

export interface MapView {
  lat: number;
  lng: number;
  zoom: number;
}

export interface GeoSearchResult {
  label: string;
  lat: number;
  lng: number;
}

/** What the map needs to offer printing (issue 17): the server's templates and scales and the print call. */
export interface KartenDruck {
  vorlagen: readonly TDruckVorlage[];
  massstaebe: readonly TDruckMassstab[];
  /**
   * Prints one page per box ([w, s, e, n], EPSG:4326) and downloads the PDF; the page shows the toasts. Resolve
   * {ok:false, grund} with the reason (German) the panel shows beside the button.
   */
  drucken: (auftrag: {
    vorlage: TDruckVorlage;
    scale: number;
    bereiche: TBBox[];
  }) => Promise<{ ok: true } | { ok: false; grund: string }>;
}

export type ShapeSaveResult = { featureId: number } | { error: string };

export interface AntragMapProps {
  /** Saved shapes to show (controlled by the page). */
  shapes: MapShape[];
  /** Start view; defaults to MAP_DEFAULTS (Riesa, zoom 15). Without it the map fits itself to `shapes`. */
  initialView?: MapView | null;
  /** false: read-only view (no toolbar, no drop, pan/zoom only). */
  editable: boolean;
  /** Raster XYZ template, e.g. https://tile.openstreetmap.org/{z}/{x}/{y}.png; null = offline fallback style only. */
  tileUrl: string | null;
  tileAttribution?: string;
  /** Height of the map area; default 520 (px). */
  height?: number | string;
  /**
   * A new shape was finished. The page validates it on the server and stores it; resolve {featureId} or
   * {error} (German message). On error the component removes the drawn shape and shows nothing itself
   * (the page toasts).
   */
  onShapeDrawn?: (wkt: string) => Promise<ShapeSaveResult>;
  /**
   * An existing shape was moved/reshaped: same contract; the page deletes the old featureId and stores the
   * new one, resolving the new featureId; on error the component restores the old geometry.
   */
  onShapeChanged?: (featureId: number, wkt: string) => Promise<ShapeSaveResult>;
  /** The selected shape shall be deleted; resolve false to keep it. */
  onShapeDeleted?: (featureId: number) => Promise<boolean>;
  /** The view moved (moveend, debounced ~500 ms). */
  onViewChange?: (view: MapView) => void;
  /** Geocoder (the page calls the server); undefined hides the search box. */
  onSearch?: (query: string) => Promise<GeoSearchResult[]>;
  /**
   * A .kml/.geojson/.json file was dropped on the map; `wkts` are its polygons/lines converted to WKT
   * (6 decimals). The page stores the file and the shapes.
   */
  onFileDropped?: (file: File, wkts: string[]) => Promise<void>;
  /** Map print: shows the print panel below the map. */
  druck?: KartenDruck;
}
