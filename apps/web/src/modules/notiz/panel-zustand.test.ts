import { describe, expect, it } from 'vitest';
import {
  PANEL_STANDARD,
  begrenzt,
  groesseAusZeiger,
  groesseNachTaste,
  leseZustand,
  schreibeZustand,
} from './panel-zustand';

describe('notes panel size and mode (spec 001 §9)', () => {
  it('defaults to 30 % × 80 %, light', () => {
    expect(PANEL_STANDARD).toEqual({ breite: 30, hoehe: 80, dunkel: false });
    expect(leseZustand(null)).toEqual(PANEL_STANDARD);
  });

  it('keeps the size within 20–80 % wide and 50–85 % high', () => {
    expect(begrenzt({ breite: 5, hoehe: 99, dunkel: true })).toEqual({ breite: 20, hoehe: 85, dunkel: true });
    expect(begrenzt({ breite: 95, hoehe: 10, dunkel: false })).toEqual({ breite: 80, hoehe: 50, dunkel: false });
    expect(begrenzt({ breite: 33.333, hoehe: 66.666, dunkel: false })).toEqual({
      breite: 33.3,
      hoehe: 66.7,
      dunkel: false,
    });
  });

  it('reads back what it wrote; corrupt or foreign values fall back value by value', () => {
    const z = { breite: 44, hoehe: 60, dunkel: true };
    expect(leseZustand(schreibeZustand(z))).toEqual(z);
    expect(leseZustand('{kaputt')).toEqual(PANEL_STANDARD);
    expect(leseZustand('"text"')).toEqual(PANEL_STANDARD);
    expect(leseZustand(JSON.stringify({ breite: 'breit', hoehe: 200, dunkel: 'ja' }))).toEqual({
      breite: 30,
      hoehe: 85,
      dunkel: false,
    });
    expect(leseZustand(JSON.stringify({ breite: 1e308 * 10 }))).toEqual(PANEL_STANDARD);
  });

  it('resizes by arrow keys (Shift: larger steps) and restores the default with Home', () => {
    expect(groesseNachTaste(PANEL_STANDARD, 'ArrowLeft')).toMatchObject({ breite: 32, hoehe: 80 });
    expect(groesseNachTaste(PANEL_STANDARD, 'ArrowRight', true)).toMatchObject({ breite: 20 });
    expect(groesseNachTaste(PANEL_STANDARD, 'ArrowUp')).toMatchObject({ hoehe: 82 });
    expect(groesseNachTaste({ ...PANEL_STANDARD, hoehe: 84 }, 'ArrowUp', true)).toMatchObject({ hoehe: 85 });
    expect(groesseNachTaste(PANEL_STANDARD, 'ArrowDown')).toMatchObject({ hoehe: 78 });
    expect(groesseNachTaste({ breite: 70, hoehe: 55, dunkel: true }, 'Home')).toEqual({
      breite: 30,
      hoehe: 80,
      dunkel: true,
    });
    expect(groesseNachTaste(PANEL_STANDARD, 'Enter')).toBeNull();
  });

  it('follows the dragged top-left corner with the bottom-right edges fixed', () => {
    const fenster = { breite: 1000, hoehe: 800 };
    const kante = { rechts: 984, unten: 784 };
    expect(groesseAusZeiger(PANEL_STANDARD, { x: 584, y: 224 }, kante, fenster)).toMatchObject({
      breite: 40,
      hoehe: 70,
    });
    expect(groesseAusZeiger(PANEL_STANDARD, { x: 0, y: 0 }, kante, fenster)).toMatchObject({ breite: 80, hoehe: 85 });
    expect(groesseAusZeiger(PANEL_STANDARD, { x: 980, y: 780 }, kante, fenster)).toMatchObject({
      breite: 20,
      hoehe: 50,
    });
  });
});
