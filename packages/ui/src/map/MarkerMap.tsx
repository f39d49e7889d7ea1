import 'maplibre-gl/dist/maplibre-gl.css';
import './marker-map.css';
import { Box } from '@mantine/core';
import { LngLatBounds, Map as MaplibreMap, Marker, NavigationControl, Popup, setWorkerUrl } from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { MAP_DEFAULTS } from '@lap/contracts';
import { buildMapStyle, DEFAULT_VIEW, MAP_MAX_BOUNDS } from './map-style.js';
import { MAPLIBRE_LOCALE } from './texts.js';

setWorkerUrl(workerUrl);

export interface MapMarker {
  id: string;
  lng: number;
  lat: number;
  /** Fill colour of the dot (the meaning must also be in `label`: colour is not the only signal). */
  color: string;
  /** Accessible name of the marker button, e.g. 'Auftrag AS2026-000013, Priorität Hoch'. */
  label: string;
}

export interface MarkerMapProps<M extends MapMarker> {
  markers: readonly M[];
  /** Content of the popup a marker opens (rendered into the map through a portal, so router links work). */
  renderPopup: (marker: M) => ReactNode;
  /** Accessible name of the map region. */
  label: string;
  tileUrl: string | null;
  tileAttribution?: string;
  height?: number | string;
}

/** Removes the open popup without the focus return of a user's close. */
function closePopup(ref: RefObject<Popup | null>): void {
  const popup = ref.current;
  ref.current = null;
  popup?.remove();
}

/** Zoom used when all markers sit on one spot. */
const SINGLE_ZOOM = 14;

/**
 * A read-only map of point markers (e.g. the open orders above /auftraege): keyboard-reachable marker buttons,
 * a popup per marker, the view fitted to the markers' bounds; works offline with the plain background style.
 */
export function MarkerMap<M extends MapMarker>({
  markers,
  renderPopup,
  label,
  tileUrl,
  tileAttribution,
  height = 360,
}: MarkerMapProps<M>) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MaplibreMap | null>(null);
  const popupRef = useRef<Popup | null>(null);
  const renderRef = useRef(renderPopup);
  const boundsRef = useRef<LngLatBounds | null>(null);
  const userMovedRef = useRef(false);
  const [ready, setReady] = useState(false);
  const [open, setOpen] = useState<{ marker: M; container: HTMLElement } | null>(null);

  useLayoutEffect(() => {
    renderRef.current = renderPopup;
  });

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = new MaplibreMap({
      container,
      style: buildMapStyle(tileUrl, tileAttribution),
      center: [DEFAULT_VIEW.lng, DEFAULT_VIEW.lat],
      zoom: 7,
      maxZoom: MAP_DEFAULTS.maxZoom,
      maxBounds: MAP_MAX_BOUNDS,
      locale: MAPLIBRE_LOCALE,
      attributionControl: { compact: true },
      dragRotate: false,
      pitchWithRotate: false,
      touchPitch: false,
    });
    map.touchZoomRotate.disableRotation();
    map.keyboard.disableRotation();
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    mapRef.current = map;
    map.once('load', () => setReady(true));
    map.on('movestart', (e) => {
      if ('originalEvent' in e && e.originalEvent) userMovedRef.current = true;
    });
    // The map may be created inside an opening panel (collapse animation): follow the container's size and
    // keep the markers in view until the user moves the map.
    const observer = new ResizeObserver(() => {
      map.resize();
      if (!userMovedRef.current && boundsRef.current)
        map.fitBounds(boundsRef.current, { padding: 48, maxZoom: SINGLE_ZOOM, duration: 0 });
    });
    observer.observe(container);
    return () => {
      observer.disconnect();
      closePopup(popupRef);
      mapRef.current = null;
      map.remove();
      setReady(false);
    };
  }, [tileUrl, tileAttribution]);

  useEffect(() => {
    const map = mapRef.current;
    if (!ready || !map) return;
    const placed = markers.map((m) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.className = 'lap-marker-map__marker';
      button.style.backgroundColor = m.color;
      button.setAttribute('aria-label', m.label);
      button.title = m.label;
      button.dataset.markerId = m.id;
      const marker = new Marker({ element: button }).setLngLat([m.lng, m.lat]).addTo(map);
      button.addEventListener('click', (e) => {
        e.stopPropagation();
        closePopup(popupRef);
        const content = document.createElement('div');
        content.addEventListener('keydown', (k) => {
          if (k.key === 'Escape') popup.remove();
        });
        const popup = new Popup({
          offset: 14,
          className: 'lap-marker-map__popup',
          maxWidth: '280px',
          focusAfterOpen: false,
        })
          .setLngLat([m.lng, m.lat])
          .setDOMContent(content)
          .addTo(map);
        popup.on('close', () => {
          if (popupRef.current === popup) {
            popupRef.current = null;
            setOpen(null);
            button.focus();
          }
        });
        popupRef.current = popup;
        setOpen({ marker: m, container: content });
      });
      return marker;
    });
    if (markers.length > 0) {
      const bounds = new LngLatBounds();
      for (const m of markers) bounds.extend([m.lng, m.lat]);
      boundsRef.current = bounds;
      map.fitBounds(bounds, { padding: 48, maxZoom: SINGLE_ZOOM, duration: 0 });
    } else {
      boundsRef.current = null;
    }
    return () => {
      for (const marker of placed) marker.remove();
      closePopup(popupRef);
      setOpen(null);
    };
  }, [ready, markers]);

  // the popup's link gets the focus once it is rendered, so a keyboard user lands where the action is
  useEffect(() => {
    open?.container.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  return (
    <Box className="lap-marker-map__frame" role="region" aria-label={label} pos="relative">
      <div ref={containerRef} style={{ height, width: '100%' }} />
      {open && createPortal(renderRef.current(open.marker), open.container)}
    </Box>
  );
}
