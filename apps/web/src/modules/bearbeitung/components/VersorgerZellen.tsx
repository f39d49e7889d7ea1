import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Popover,
  Stack,
  Text,
  Textarea,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import {
  ANFRAGE_STATUS,
  ANFRAGE_STATUS_NONE,
  AUSKUNFT_BEMERKUNG_MAX,
  type TAnfrageStatus,
  type TVersorger,
} from '@lap/contracts';
import { notifyError, notifySuccess } from '@lap/ui';
import { DataGridContext } from '@lap/ui/data-grid';
import { IconCalendarEvent, IconPencil } from '@tabler/icons-react';
import { useContext, useEffect, useRef, useState } from 'react';
import { errorMessage, trpc } from '../../../trpc';
import { BEARBEITUNG_MSG, TOAST_KURZ_MS } from '../messages';
import { anfrageStatusText } from '../columns/anfrage-status';
import { sameMinute, toPickerValue, toWireValue } from '../versorger-datum';
import classes from './Bearbeitung.module.css';

type DatumFeld = 'angefragtDatum' | 'auskunftDatum' | 'vorlageDatum';

/** German names of the calendar's controls (screen readers). */
const CALENDAR_ARIA_LABELS = {
  previousMonth: 'Vorheriger Monat',
  nextMonth: 'Nächster Monat',
  previousYear: 'Vorheriges Jahr',
  nextYear: 'Nächstes Jahr',
  previousDecade: 'Vorheriges Jahrzehnt',
  nextDecade: 'Nächstes Jahrzehnt',
  monthLevelControl: 'Monat wählen',
  yearLevelControl: 'Jahr wählen',
};
const dayFmt = new Intl.DateTimeFormat('de-DE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** '5. Juli 2026' (Mantine's default reads '5 Juli 2026'); the calendar hands days as 'YYYY-MM-DD'. */
const dayAriaLabel = (day: string): string => dayFmt.format(new Date(`${day.slice(0, 10)}T00:00:00Z`));

/** Saves one change of a supplier row (PutUpdateVersorgerById), reloads the table and the order's status. */
function useVersorgerSave() {
  const grid = useContext(DataGridContext);
  const utils = trpc.useUtils();
  const update = trpc.versorger.update.useMutation();
  return async (row: TVersorger, patch: Omit<Parameters<typeof update.mutateAsync>[0], 'id'>): Promise<boolean> => {
    try {
      await update.mutateAsync({ id: row.id, ...patch });
      notifySuccess(BEARBEITUNG_MSG.speichernErfolgreich, TOAST_KURZ_MS);
      return true;
    } catch (error) {
      notifyError(BEARBEITUNG_MSG.updateFehler(errorMessage(error)));
      return false;
    } finally {
      grid?.refresh();
      void utils.auftrag.byId.invalidate({ auftragId: row.auftragId });
    }
  };
}

/** spec 001 §4: 1 offen (red), 2 angefragt (yellow), 3 fertig (green), else 'Kein Status'. */
export function AnfrageStatusBadge({ status }: { status: number }) {
  const s = ANFRAGE_STATUS[status as TAnfrageStatus] as (typeof ANFRAGE_STATUS)[TAnfrageStatus] | undefined;
  if (!s) {
    return (
      <Badge variant="light" color="gray" c="gray.9" radius="sm" tt="none">
        {ANFRAGE_STATUS_NONE}
      </Badge>
    );
  }
  return (
    <Badge variant="light" color={s.color} c={anfrageStatusText(s.color)} radius="sm" tt="none" data-status={status}>
      {s.label}
    </Badge>
  );
}

/** The operator's name; a row brought only by disabled municipalities is muted with a hint. */
export function VersorgerNameZelle({ row }: { row: TVersorger }) {
  if (!row.nurDeaktivierteGemeinden) return <>{row.versorgerName}</>;
  return (
    <Tooltip label={BEARBEITUNG_MSG.nurDeaktivierteHinweis} multiline w={280} withArrow>
      <Group gap={6} wrap="nowrap" className={classes.muted}>
        <Text span size="sm" c="dimmed" td="line-through" truncate>
          {row.versorgerName}
        </Text>
        <Badge size="xs" variant="outline" color="gray" c="gray.8" radius="sm" tt="none">
          inaktiv
        </Badge>
      </Group>
    </Tooltip>
  );
}

/** 'YYYY-MM-DD HH:mm:ss' → 'TT.MM.JJJJ HH:mm'. */
const germanOf = (wall: string): string =>
  `${wall.slice(8, 10)}.${wall.slice(5, 7)}.${wall.slice(0, 4)} ${wall.slice(11, 16)}`;

/** A date-time of the row, edited in place (TT.MM.JJJJ HH:mm, 08:00 preset); saved when the calendar closes. */
export function DatumZelle({ row, feld, label }: { row: TVersorger; feld: DatumFeld; label: string }) {
  const save = useVersorgerSave();
  const stored = toPickerValue(row[feld]);
  const [draft, setDraft] = useState<string | null>(stored);
  const draftRef = useRef(draft);
  draftRef.current = draft;
  useEffect(() => setDraft(stored), [stored]);

  const commit = async (value: string | null) => {
    if (sameMinute(value, stored)) return;
    const ok = await save(row, { [feld]: toWireValue(value) });
    if (!ok) setDraft(stored);
  };

  return (
    <DateTimePicker
      size="xs"
      variant="unstyled"
      className={classes.datumZelle}
      // the shown date is part of the name (what is seen is what is read: axe label-content-name-mismatch)
      aria-label={`${label} – ${row.versorgerName}${draft ? `: ${germanOf(draft)}` : ''}`}
      valueFormat="DD.MM.YYYY HH:mm"
      leftSection={<IconCalendarEvent size={15} stroke={1.6} aria-hidden />}
      leftSectionPointerEvents="none"
      leftSectionWidth={24}
      defaultTimeValue="08:00"
      clearable
      clearButtonProps={{ 'aria-label': `${label} löschen` }}
      submitButtonProps={{ 'aria-label': 'Übernehmen' }}
      timePickerProps={{ hoursInputLabel: 'Stunden', minutesInputLabel: 'Minuten', 'aria-label': 'Uhrzeit' }}
      value={draft}
      onChange={(value) => {
        setDraft(value);
        // clearing happens without the calendar: save at once
        if (value === null) void commit(null);
      }}
      onDropdownClose={() => void commit(draftRef.current)}
      popoverProps={{ withinPortal: true }}
      ariaLabels={CALENDAR_ARIA_LABELS}
      getDayAriaLabel={dayAriaLabel}
    />
  );
}

/** 'abgeschlossen' as a checkbox in the cell. */
export function AbgeschlossenZelle({ row }: { row: TVersorger }) {
  const save = useVersorgerSave();
  const [checked, setChecked] = useState(row.abgeschlossen);
  useEffect(() => setChecked(row.abgeschlossen), [row.abgeschlossen]);
  return (
    <Checkbox
      className={classes.checkZelle}
      aria-label={`Abgeschlossen – ${row.versorgerName}`}
      checked={checked}
      onChange={(e) => {
        const next = e.currentTarget.checked;
        setChecked(next);
        void save(row, { abgeschlossen: next }).then((ok) => {
          if (!ok) setChecked(!next);
        });
      }}
    />
  );
}

/** The remark on the operator's answer (VersorgerAuskunftBemerkung): the text plus a pencil opening an editor. */
export function AuskunftBemerkungZelle({ row }: { row: TVersorger }) {
  const grid = useContext(DataGridContext);
  const mutation = trpc.versorger.auskunftBemerkung.useMutation();
  const [opened, setOpened] = useState(false);
  const [text, setText] = useState(row.auskunftBemerkung ?? '');
  const tooLong = text.length > AUSKUNFT_BEMERKUNG_MAX;

  const open = () => {
    setText(row.auskunftBemerkung ?? '');
    setOpened(true);
  };
  const save = async () => {
    if (tooLong) return;
    try {
      await mutation.mutateAsync({ id: row.id, auskunftBemerkung: text });
      notifySuccess(BEARBEITUNG_MSG.speichernErfolgreich, TOAST_KURZ_MS);
      setOpened(false);
    } catch (error) {
      notifyError(BEARBEITUNG_MSG.historieUpdateFehler(errorMessage(error)));
    } finally {
      grid?.refresh();
    }
  };

  return (
    <Group gap={4} wrap="nowrap" className={classes.fill}>
      <Text span size="sm" truncate className={classes.grow} title={row.auskunftBemerkung ?? undefined}>
        {row.auskunftBemerkung}
      </Text>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        withArrow
        trapFocus
        withinPortal
        shadow="md"
        width={360}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={26}
            aria-label={`Bemerkung bearbeiten – ${row.versorgerName}`}
            onClick={() => (opened ? setOpened(false) : open())}
          >
            <IconPencil size={16} stroke={1.7} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <Textarea
              label="Bemerkung zur Auskunft"
              description={`${row.versorgerName} · ${text.length.toLocaleString('de-DE')} / ${AUSKUNFT_BEMERKUNG_MAX.toLocaleString('de-DE')} Zeichen`}
              autosize
              minRows={3}
              maxRows={10}
              value={text}
              error={
                tooLong
                  ? `„Bemerkung“ darf höchstens ${AUSKUNFT_BEMERKUNG_MAX.toLocaleString('de-DE')} Zeichen lang sein.`
                  : undefined
              }
              onChange={(e) => setText(e.currentTarget.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) void save();
              }}
              data-autofocus
            />
            <Group justify="flex-end" gap="xs">
              <Button size="xs" variant="default" onClick={() => setOpened(false)} disabled={mutation.isPending}>
                Abbrechen
              </Button>
              <Button size="xs" onClick={() => void save()} loading={mutation.isPending} disabled={tooLong}>
                Speichern
              </Button>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}

/** The order's municipalities this operator covers; disabled ones struck through. */
export function GemeindenZelle({ row }: { row: TVersorger }) {
  const getroffen = row.gemeindeVersorger.filter((g) => g.getroffen);
  if (getroffen.length === 0) return null;
  const title = getroffen.map((g) => `${g.gemeindeName}${g.disabled ? ' (deaktiviert)' : ''}`).join(', ');
  return (
    <Text span size="sm" truncate title={title} className={classes.fill}>
      {getroffen.map((g, i) => (
        <span key={g.gemeindeId}>
          {i > 0 && ', '}
          {g.disabled ? (
            <>
              <s>{g.gemeindeName}</s>
              <VisuallyHidden> (deaktiviert)</VisuallyHidden>
            </>
          ) : (
            g.gemeindeName
          )}
        </span>
      ))}
    </Text>
  );
}
