import {
  ActionIcon,
  Group,
  Text,
  Title,
  VisuallyHidden,
  defaultCssVariablesResolver,
  useMantineTheme,
} from '@mantine/core';
import { notizProjektLabel } from '@lap/contracts';
import { IconArrowDown, IconArrowsDiagonal, IconMoon, IconSun } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { useNotizKontext } from '../hooks/useNotizKontext';
import { usePanelZustand } from '../hooks/usePanelZustand';
import { NOTIZ_PANEL_ID, NOTIZ_SCHALTER_ID, setNotizenOffen, useNotizenOffen } from '../notiz-schalter';
import { groesseAusZeiger, groesseNachTaste } from '../panel-zustand';
import { NOTIZ_TEXT_ID, NotizInhalt } from './NotizInhalt';
import classes from './NotizPanel.module.css';

/** spec 001 §2 Shell: closing hides the panel after 0.5 s (it slides out meanwhile). */
const AUSBLENDEN_MS = 500;
const PANEL_ID = NOTIZ_PANEL_ID;
const icon = { size: 20, stroke: 1.8, 'aria-hidden': true } as const;

/**
 * The floating notes panel (spec 001 §2 Shell, §9): opened by the header's 'Notizen' button (an up arrow while closed,
 * `NotizSchalter`: a floating button covered the pages' totals and actions); open, a panel that slides in, light or
 * dark, resizable from its top-left corner by pointer or arrow keys. Size and mode live in localStorage. Its content
 * (and the note queries) exist only while it is shown.
 */
export function NotizPanel() {
  const theme = useMantineTheme();
  const [zustand, setZustand] = usePanelZustand();
  const offen = useNotizenOffen();
  const [sichtbar, setSichtbar] = useState(false);
  const [groesseAnsage, setGroesseAnsage] = useState('');
  const timer = useRef<number | undefined>(undefined);
  const panelRef = useRef<HTMLElement>(null);
  const erstesMal = useRef(true);
  /** While dragging: the fixed right and bottom edges, and where on the handle the pointer took hold. */
  const zieht = useRef<{ rechts: number; unten: number; dx: number; dy: number } | null>(null);
  const kontext = useNotizKontext(sichtbar);

  // Mantine's dark scheme for this panel only (the page stays light). For WCAG AA contrast the filled primary gets a
  // darker shade (white button text) and dimmed text a lighter grey than Mantine's dark-2 (4.3:1 on dark-7).
  const dunkelVars = useMemo(
    () => ({
      ...defaultCssVariablesResolver(theme).dark,
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      [`--mantine-color-${theme.primaryColor}-filled`]: `var(--mantine-color-${theme.primaryColor}-7)`,
      [`--mantine-color-${theme.primaryColor}-filled-hover`]: `var(--mantine-color-${theme.primaryColor}-8)`,
    }),
    [theme],
  );

  useEffect(() => () => window.clearTimeout(timer.current), []);
  // the panel leaves with the page (signed out): closed for the next one
  useEffect(() => () => setNotizenOffen(false), []);

  useEffect(() => {
    const zuerst = erstesMal.current;
    erstesMal.current = false;
    window.clearTimeout(timer.current);
    if (offen) {
      setSichtbar(true);
    } else if (!zuerst) {
      timer.current = window.setTimeout(() => setSichtbar(false), AUSBLENDEN_MS);
      // back to the header's button, unless the keyboard is already elsewhere outside the panel
      const aktiv = document.activeElement;
      if (!aktiv || aktiv === document.body || panelRef.current?.contains(aktiv))
        window.setTimeout(() => document.getElementById(NOTIZ_SCHALTER_ID)?.focus(), 0);
    }
  }, [offen]);

  // the keyboard goes to the note's text field, once the content is there
  useEffect(() => {
    if (!offen || !sichtbar) return;
    const frame = window.requestAnimationFrame(() => document.getElementById(NOTIZ_TEXT_ID)?.focus());
    return () => window.cancelAnimationFrame(frame);
  }, [offen, sichtbar]);

  const schliessen = () => setNotizenOffen(false);

  const groesseText = `Breite ${Math.round(zustand.breite)} %, Höhe ${Math.round(zustand.hoehe)} %`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const next = groesseNachTaste(zustand, event.key, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    setZustand(next);
    setGroesseAnsage(`Breite ${Math.round(next.breite)} %, Höhe ${Math.round(next.hoehe)} %`);
  };
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    const rect = panelRef.current?.getBoundingClientRect();
    if (!rect) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    zieht.current = {
      rechts: rect.right,
      unten: rect.bottom,
      dx: event.clientX - rect.left,
      dy: event.clientY - rect.top,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLButtonElement>) => {
    const z = zieht.current;
    if (!z) return;
    setZustand(
      groesseAusZeiger(zustand, { x: event.clientX - z.dx, y: event.clientY - z.dy }, z, {
        breite: window.innerWidth,
        hoehe: window.innerHeight,
      }),
    );
  };
  const onPointerUp = (event: PointerEvent<HTMLButtonElement>) => {
    if (!zieht.current) return;
    zieht.current = null;
    event.currentTarget.releasePointerCapture(event.pointerId);
  };

  const style = {
    '--notiz-breite': String(zustand.breite),
    '--notiz-hoehe': String(zustand.hoehe),
    ...(zustand.dunkel ? dunkelVars : {}),
  } as CSSProperties;

  return (
    <>
      <aside
        ref={panelRef}
        id={PANEL_ID}
        className={classes.panel}
        aria-labelledby="notizen-titel"
        data-offen={offen || undefined}
        data-sichtbar={sichtbar || undefined}
        data-mantine-color-scheme={zustand.dunkel ? 'dark' : 'light'}
        inert={!offen}
        style={style}
      >
        <button
          type="button"
          className={classes.griff}
          aria-label="Größe der Notizen ändern"
          aria-describedby="notizen-groesse"
          title="Größe ändern: ziehen oder Pfeiltasten (Umschalt: größere Schritte, Pos1: Standardgröße)"
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          <IconArrowsDiagonal size={16} stroke={2} aria-hidden style={{ transform: 'rotate(90deg)' }} />
        </button>
        <VisuallyHidden id="notizen-groesse">{groesseText}</VisuallyHidden>
        <VisuallyHidden aria-live="polite">{groesseAnsage}</VisuallyHidden>
        <Group className={classes.kopf} justify="space-between" wrap="nowrap" gap="xs">
          <div className={classes.titel}>
            <Title order={2} id="notizen-titel" size="h4">
              Notizen
            </Title>
            <Text size="xs" c="dimmed" truncate>
              {kontext ? `Seite: ${notizProjektLabel(kontext.projekt)}` : 'Seite ohne Vorgang'}
            </Text>
          </div>
          <Group gap={4} wrap="nowrap">
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label="Dunkles Design"
              aria-pressed={zustand.dunkel}
              onClick={() => setZustand({ ...zustand, dunkel: !zustand.dunkel })}
            >
              {zustand.dunkel ? <IconSun {...icon} /> : <IconMoon {...icon} />}
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label="Notizen schließen"
              aria-expanded={offen}
              aria-controls={PANEL_ID}
              onClick={schliessen}
            >
              <IconArrowDown {...icon} />
            </ActionIcon>
          </Group>
        </Group>
        {sichtbar && <NotizInhalt kontext={kontext} />}
      </aside>
    </>
  );
}
