import { Badge, Button, Group, Stack, Text, Title, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { antragStatusLabel, type TAngebotView } from '@lap/contracts';
import { ConfirmDialog, notifyError, notifySuccess, useDocumentTitle } from '@lap/ui';
import { IconCopy, IconEye, IconFileTypePdf, IconHistory, IconMapPin, IconRotate } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { isAngebotEditable, statusColor, statusTextColor } from '../angebot-status';
import { ANGEBOT_UI_MSG, TOAST_KURZ_MS } from '../messages';
import classes from './Angebot.module.css';

const enc = encodeURIComponent;
export const angebotPdfUrl = (antragId: string): string => `/api/Angebot/DownloadAngebotPdf/${enc(antragId)}`;
export const gemeindenPdfUrl = (antragId: string): string => `/api/Angebot/GemeindenPdf/${enc(antragId)}`;

const icon = { size: 16, stroke: 1.8, 'aria-hidden': true } as const;

/** The Vorgangsnummer as a button: a click copies it (001 §2 'header with Vorgangsnummer'). */
function VorgangsnummerCopy({ vorgangsnummer }: { vorgangsnummer: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(vorgangsnummer);
      notifySuccess(ANGEBOT_UI_MSG.kopiert, TOAST_KURZ_MS);
    } catch {
      notifyError(ANGEBOT_UI_MSG.kopierenFehler);
    }
  };
  // no aria-label: the heading must read 'Angebot AS…'; what the button does is its description
  return (
    <Tooltip label="Vorgangsnummer kopieren" withArrow openDelay={300}>
      <UnstyledButton className={classes.copy} onClick={() => void copy()} aria-describedby="vorgangsnummer-kopieren">
        {vorgangsnummer}
        <IconCopy size={18} stroke={1.6} aria-hidden className={classes.copyIcon} />
      </UnstyledButton>
    </Tooltip>
  );
}

export interface AngebotKopfProps {
  view: TAngebotView;
  onChanged: () => Promise<void>;
}

/** Title, status and the page's links: request view, history, municipalities PDF, offer PDF, reset. */
export function AngebotKopf({ view, onChanged }: AngebotKopfProps) {
  const [resetOpen, setResetOpen] = useState(false);
  const reset = trpc.angebot.delete.useMutation();
  const editable = isAngebotEditable(view.antragStatus);
  useDocumentTitle(`Angebot ${view.vorgangsnummer}`);

  const confirmReset = async () => {
    try {
      await reset.mutateAsync({ antragId: view.id });
      setResetOpen(false);
      notifySuccess(ANGEBOT_UI_MSG.vorgangErfolgreich);
      await onChanged();
    } catch (error) {
      notifyError(ANGEBOT_UI_MSG.vorgangFehler(errorMessage(error)));
      setResetOpen(false);
      void onChanged();
    }
  };

  const kunde = [view.firma, view.antragsteller].filter(Boolean).join(' · ');
  return (
    <Stack gap="sm" mb="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={2}>
          <Group gap="sm" align="center">
            <Title order={1}>
              Angebot <VorgangsnummerCopy vorgangsnummer={view.vorgangsnummer} />
            </Title>
            {/* outside the heading and the button, so that neither name includes it */}
            <VisuallyHidden id="vorgangsnummer-kopieren">Vorgangsnummer in die Zwischenablage kopieren</VisuallyHidden>
            <Badge
              size="lg"
              variant="light"
              color={statusColor(view.antragStatus)}
              c={statusTextColor(view.antragStatus)}
              radius="sm"
              tt="none"
            >
              {antragStatusLabel(view.antragStatus)}
            </Badge>
            {view.eilbearbeitung && (
              <Badge size="lg" variant="light" color="red" c="red.9" radius="sm" tt="none">
                Eilbearbeitung
              </Badge>
            )}
          </Group>
          <Text c="dimmed" size="sm">
            {kunde}
            {view.vorhaben ? ` – ${view.vorhaben}` : ''}
          </Text>
        </Stack>
      </Group>
      <Group gap="xs" wrap="wrap" role="group" aria-label="Aktionen zum Angebot">
        <Button
          component={Link}
          to={`/antragansicht/${enc(view.id)}`}
          variant="default"
          size="sm"
          leftSection={<IconEye {...icon} />}
        >
          Antrag ansehen
        </Button>
        <Button
          component={Link}
          to={`/angebotshistorie/${enc(view.kundeId)}`}
          variant="default"
          size="sm"
          leftSection={<IconHistory {...icon} />}
        >
          Angebotshistorie
        </Button>
        <Button
          component="a"
          href={gemeindenPdfUrl(view.id)}
          target="_blank"
          rel="noopener"
          variant="default"
          size="sm"
          leftSection={<IconMapPin {...icon} />}
        >
          Gemeinden als PDF
        </Button>
        {view.angebotId ? (
          <Button
            component="a"
            href={angebotPdfUrl(view.id)}
            target="_blank"
            rel="noopener"
            variant="default"
            size="sm"
            leftSection={<IconFileTypePdf {...icon} />}
          >
            Angebot anzeigen
          </Button>
        ) : (
          // nothing to show before the first position exists
          <Button variant="default" size="sm" leftSection={<IconFileTypePdf {...icon} />} disabled>
            Angebot anzeigen
          </Button>
        )}
        {editable && view.angebotId && (
          <Button
            variant="subtle"
            color="red"
            c="red.9"
            size="sm"
            leftSection={<IconRotate {...icon} />}
            onClick={() => setResetOpen(true)}
            ml="auto"
          >
            Angebot zurücksetzen
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={resetOpen}
        title="Angebot zurücksetzen"
        message="Das Angebot wird mit allen Positionen und der Bemerkung gelöscht; der Antrag gilt wieder als neuer Antrag. Fortfahren?"
        confirmLabel="Zurücksetzen"
        loading={reset.isPending}
        onConfirm={() => void confirmReset()}
        onClose={() => setResetOpen(false)}
      />
    </Stack>
  );
}
