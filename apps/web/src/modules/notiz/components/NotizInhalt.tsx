import {
  ActionIcon,
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import {
  NOTIZ_MAX,
  NOTIZ_MSG,
  NOTIZ_PROJEKT_ID,
  notizLaenge,
  notizProjektLabel,
  type TNotiz,
  type TNotizAnzeige,
  type TNotizFilter,
} from '@lap/contracts';
import { ConfirmDialog, notifyError, notifySuccess } from '@lap/ui';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { errorMessage, httpStatusOf, trpc } from '../../../trpc';
import { formatNotizZeit } from '../notiz-format';
import classes from './NotizPanel.module.css';

export const NOTIZ_TEXT_ID = 'notiz-text';
/** spec 001 §8: success toasts 1–2.5 s. */
const TOAST_MS = 1500;
const icon = { size: 17, stroke: 1.7, 'aria-hidden': true } as const;

const ANZEIGEN: ReadonlyArray<{ value: TNotizAnzeige; label: string }> = [
  { value: 'alle', label: 'Alle' },
  { value: 'global', label: 'Global' },
  { value: 'vorgang', label: 'Dieser Vorgang' },
];

/**
 * The panel's content: which notes to show, the list (newest first, dd.mm.yy hh:mm and author; the author may edit and
 * delete), and the form. Empty notes are not sent; more than 350 characters are refused before sending.
 * Editing takes the text back into the form; saving it deletes the old note and saves the new one (spec 001 §4: an
 * update is a delete followed by a reload), so an edit given up loses nothing.
 */
export function NotizInhalt({ kontext }: { kontext: TNotizFilter | null }) {
  const utils = trpc.useUtils();
  const [anzeigeGewaehlt, setAnzeige] = useState<TNotizAnzeige>('alle');
  const [text, setText] = useState('');
  const [projektbezogen, setProjektbezogen] = useState(false);
  const [bearbeitet, setBearbeitet] = useState<TNotiz | null>(null);
  const [loeschen, setLoeschen] = useState<TNotiz | null>(null);

  const anzeige: TNotizAnzeige = !kontext && anzeigeGewaehlt === 'vorgang' ? 'alle' : anzeigeGewaehlt;
  // the previous list stays while another one loads (no flicker when switching)
  const liste = trpc.notiz.list.useQuery({ notizFilter: kontext, anzeige }, { placeholderData: keepPreviousData });
  const save = trpc.notiz.save.useMutation();
  const remove = trpc.notiz.delete.useMutation();

  const laenge = notizLaenge(text);
  const zuLang = laenge > NOTIZ_MAX;
  const leer = text.trim() === '';
  const bezogen = projektbezogen && kontext !== null;

  const neuLaden = () => utils.notiz.list.invalidate();

  /** Deletes a note; an already deleted one (404) counts as deleted. */
  const loesche = async (n: TNotiz): Promise<void> => {
    try {
      await remove.mutateAsync({ id: n.id });
    } catch (error) {
      if (httpStatusOf(error) !== 404) throw error;
    }
  };

  const speichern = async (event: FormEvent) => {
    event.preventDefault();
    // spec 001 §5: empty notes are not sent
    if (leer || zuLang || save.isPending) return;
    try {
      if (bearbeitet) await loesche(bearbeitet);
      await save.mutateAsync({ notizText: text, saveProjektbezogen: bezogen, notizFilter: bezogen ? kontext : null });
      setText('');
      setBearbeitet(null);
      notifySuccess('Speichern Erfolgreich.', TOAST_MS);
    } catch (error) {
      notifyError(`Fehler beim Speichern - ${errorMessage(error)}`);
    } finally {
      await neuLaden();
    }
  };

  const bearbeiten = (n: TNotiz) => {
    setBearbeitet(n);
    setText(n.notizText);
    setProjektbezogen(n.projekt !== NOTIZ_PROJEKT_ID.global);
    window.requestAnimationFrame(() => document.getElementById(NOTIZ_TEXT_ID)?.focus());
  };
  const abbrechen = () => {
    setBearbeitet(null);
    setText('');
  };

  const loeschenBestaetigt = async () => {
    if (!loeschen) return;
    try {
      await loesche(loeschen);
      if (bearbeitet?.id === loeschen.id) setBearbeitet(null);
      setLoeschen(null);
      notifySuccess('Vorgang Erfolgreich.', TOAST_MS);
    } catch (error) {
      notifyError(`Fehler - ${errorMessage(error)}`);
    } finally {
      await neuLaden();
    }
  };

  return (
    <div className={classes.inhalt}>
      <div>
        <Text id="notizen-anzeige" size="sm" fw={500} mb={4}>
          Anzeigen
        </Text>
        <SegmentedControl
          aria-labelledby="notizen-anzeige"
          fullWidth
          size="xs"
          // a coloured indicator: its white label reads in the light and the dark panel alike
          color="blue.8"
          value={anzeige}
          onChange={(v) => setAnzeige(v as TNotizAnzeige)}
          data={ANZEIGEN.map((a) => ({ ...a, disabled: a.value === 'vorgang' && !kontext }))}
        />
      </div>

      {/* a scrolling list must be reachable by keyboard (tabIndex) */}
      <ul
        className={classes.liste}
        aria-label="Notizen"
        aria-busy={liste.isLoading || liste.isPlaceholderData}
        tabIndex={0}
      >
        {liste.isLoading && (
          <li className={classes.leer}>
            <Group gap="xs">
              <Loader size="xs" aria-hidden />
              <Text size="sm">Notizen werden geladen …</Text>
            </Group>
          </li>
        )}
        {liste.isError && (
          <li className={classes.leer}>
            <Alert color="red" variant="light" role="alert" p="xs">
              Die Notizen konnten nicht geladen werden: {errorMessage(liste.error)}
            </Alert>
          </li>
        )}
        {liste.data?.length === 0 && (
          <li className={classes.leer}>
            <Text size="sm" c="dimmed">
              Keine Notizen vorhanden.
            </Text>
          </li>
        )}
        {liste.data?.map((n) => {
          const zeit = formatNotizZeit(n.createdAt);
          return (
            <li key={n.id} className={classes.notiz} data-bearbeitet={bearbeitet?.id === n.id || undefined}>
              <Text size="sm" className={classes.notizText}>
                {n.notizText}
              </Text>
              <Group justify="space-between" wrap="nowrap" gap="xs" mt={4}>
                <Text size="xs" c="dimmed">
                  <time dateTime={n.createdAt}>{zeit}</time> · {n.verfasser} ·{' '}
                  {n.projekt === NOTIZ_PROJEKT_ID.global ? 'Global' : notizProjektLabel(n.projekt)}
                </Text>
                {n.eigene && (
                  <Group gap={2} wrap="nowrap">
                    <ActionIcon
                      variant="subtle"
                      color="gray"
                      aria-label={`Notiz vom ${zeit} bearbeiten`}
                      onClick={() => bearbeiten(n)}
                    >
                      <IconPencil {...icon} />
                    </ActionIcon>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`Notiz vom ${zeit} löschen`}
                      onClick={() => setLoeschen(n)}
                    >
                      <IconTrash {...icon} />
                    </ActionIcon>
                  </Group>
                )}
              </Group>
            </li>
          );
        })}
      </ul>

      <form onSubmit={(e) => void speichern(e)} noValidate>
        <Stack gap={6}>
          <Textarea
            id={NOTIZ_TEXT_ID}
            label={bearbeitet ? 'Notiz (Bearbeitung)' : 'Notiz'}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            autosize
            minRows={2}
            maxRows={5}
            description={`${laenge} / ${NOTIZ_MAX}`}
            error={zuLang ? NOTIZ_MSG.zuLang : undefined}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            styles={{ description: { textAlign: 'right', color: zuLang ? 'var(--mantine-color-error)' : undefined } }}
          />
          <Checkbox
            label="projektbezogen speichern"
            description={
              kontext
                ? `An diesen Vorgang (${notizProjektLabel(kontext.projekt)}) binden`
                : 'Nur auf der Seite eines Vorgangs möglich'
            }
            checked={bezogen}
            disabled={!kontext}
            onChange={(e) => setProjektbezogen(e.currentTarget.checked)}
          />
          <Group justify="flex-end" gap="xs">
            {bearbeitet && (
              <Button variant="default" size="xs" onClick={abbrechen}>
                Abbrechen
              </Button>
            )}
            <Button type="submit" size="xs" disabled={leer || zuLang} loading={save.isPending || remove.isPending}>
              {bearbeitet ? 'Änderung speichern' : 'Speichern'}
            </Button>
          </Group>
        </Stack>
      </form>

      <ConfirmDialog
        opened={loeschen !== null}
        title="Notiz löschen"
        message={NOTIZ_MSG.loeschenFrage}
        confirmLabel="Löschen"
        loading={remove.isPending}
        onConfirm={() => void loeschenBestaetigt()}
        onClose={() => setLoeschen(null)}
      />
    </div>
  );
}
