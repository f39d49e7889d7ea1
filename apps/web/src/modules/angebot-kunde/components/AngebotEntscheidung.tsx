import { Alert, Anchor, Box, Button, Checkbox, Divider, Flex, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TAngebotView } from '@lap/contracts';
import { formatDateTime, formatMoney } from '@lap/domain';
import { notifyError, notifySuccess } from '@lap/ui';
import {
  IconCircleCheck,
  IconCircleX,
  IconClock,
  IconFileInvoice,
  IconFolder,
  IconInfoCircle,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { antraegeGridKey } from '../../antrag/query-keys';
import {
  ablehnGrundText,
  ablehnungInput,
  absendenFehler,
  ANGEBOT_KUNDE_TEXT,
  angebotPdfHref,
  angebotStand,
  rechnungsadresseHref,
  widerrufFehler,
} from '../angebot-kunde';
import { AblehnungModal } from './AblehnungModal';

const enc = encodeURIComponent;

/** Alert titles in the text colour: the light variants' coloured titles fall short of WCAG AA contrast. */
const STAND_STYLES = { title: { color: 'var(--mantine-color-text)' } } as const;

/** The decided (or not yet decidable) offer, told to the customer or, in the third person, to staff. */
export function AngebotStand({ view, kunde }: { view: TAngebotView; kunde: boolean }) {
  const stand = angebotStand(view.antragStatus);
  if (stand === 'beauftragt') {
    return (
      <Alert
        color="green"
        variant="light"
        styles={STAND_STYLES}
        icon={<IconCircleCheck aria-hidden />}
        title={`${kunde ? 'Sie haben' : 'Der Kunde hat'} dieses Angebot${view.auftragAm ? ` am ${formatDateTime(view.auftragAm)} Uhr` : ''} beauftragt.`}
      >
        {kunde ? (
          <Stack gap="sm">
            <Text size="sm">
              Vielen Dank für Ihren Auftrag. Wir holen die Auskünfte der Leitungsbetreiber ein; die Unterlagen finden
              Sie anschließend unter „Dokumente“.
            </Text>
            <Group gap="sm">
              <Button
                component={Link}
                to={rechnungsadresseHref(view.id, view.auftragId)}
                variant="white"
                leftSection={<IconFileInvoice size={16} aria-hidden />}
              >
                Rechnungsadresse prüfen
              </Button>
              <Button
                component={Link}
                to={`/dokumente/${enc(view.id)}`}
                variant="white"
                leftSection={<IconFolder size={16} aria-hidden />}
              >
                Dokumente
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Alert>
    );
  }
  if (stand === 'abgelehnt') {
    const { grund, text } = ablehnGrundText(view.ablehnGrund);
    return (
      <Alert
        color="gray"
        variant="light"
        styles={STAND_STYLES}
        icon={<IconCircleX aria-hidden />}
        title={kunde ? 'Sie haben dieses Angebot abgelehnt.' : 'Der Kunde hat dieses Angebot abgelehnt.'}
      >
        <Text size="sm">Grund: {grund ?? 'keine Angabe'}</Text>
        {text && <Text size="sm">Anmerkung: {text}</Text>}
      </Alert>
    );
  }
  if (stand === 'beendet') {
    return (
      <Alert
        color="gray"
        variant="light"
        styles={STAND_STYLES}
        icon={<IconInfoCircle aria-hidden />}
        title="Der Vorgang wurde durch den Dienstleister beendet."
      >
        {kunde
          ? 'Zu diesem Angebot ist keine Entscheidung mehr möglich. Bei Fragen erreichen Sie uns telefonisch oder per E-Mail.'
          : null}
      </Alert>
    );
  }
  if (stand === 'nichtVersendet') {
    return (
      <Alert
        color="yellow"
        variant="light"
        styles={STAND_STYLES}
        icon={<IconClock aria-hidden />}
        title="Das Angebot wurde noch nicht versendet."
      >
        Der Kunde sieht das Angebot erst, wenn es versendet wurde.
      </Alert>
    );
  }
  return (
    <Alert
      color="blue"
      variant="light"
      styles={STAND_STYLES}
      icon={<IconClock aria-hidden />}
      title="Das Angebot liegt dem Kunden zur Entscheidung vor."
    >
      Beauftragen oder ablehnen kann nur der Kunde.
    </Alert>
  );
}

/** spec 000 §2 / §5, the bottom of the open offer for its customer: withdrawal notice and checkbox, order, reject. */
export function AngebotEntscheidung({ view }: { view: TAngebotView }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const zustimmung = trpc.angebot.zustimmung.useMutation();
  const ablehnung = trpc.angebot.ablehnung.useMutation();
  const [anerkannt, setAnerkannt] = useState(false);
  const [widerrufError, setWiderrufError] = useState<string | null>(null);
  const [ablehnen, setAblehnen] = useState(false);
  const checkbox = useRef<HTMLInputElement>(null);
  const busy = zustimmung.isPending || ablehnung.isPending;

  const queryClient = useQueryClient();
  // the offer and the /antraege grid (its row action changes with the status)
  const refresh = () =>
    Promise.all([
      utils.angebot.byAntragId.invalidate({ antragId: view.id }),
      queryClient.invalidateQueries({ queryKey: antraegeGridKey() }),
    ]);

  const beauftragen = async () => {
    const fehler = widerrufFehler(anerkannt);
    if (fehler) {
      setWiderrufError(fehler);
      checkbox.current?.focus();
      return;
    }
    try {
      const result = await zustimmung.mutateAsync({ antragId: view.id, widerrufAnerkannt: true });
      void refresh();
      notifySuccess(ANGEBOT_KUNDE_TEXT.beauftragt);
      void navigate(rechnungsadresseHref(result.antragId, result.auftragId));
    } catch (error) {
      notifyError(absendenFehler(errorMessage(error)));
      void refresh();
    }
  };

  const ablehnungSenden = async (grund: string | null, text: string) => {
    try {
      await ablehnung.mutateAsync({ antragId: view.id, ...ablehnungInput(grund, text) });
      void refresh();
      notifySuccess(ANGEBOT_KUNDE_TEXT.abgelehnt);
      void navigate('/antraege');
    } catch (error) {
      notifyError(absendenFehler(errorMessage(error)));
      setAblehnen(false);
      void refresh();
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="entscheidung-titel">
      <Stack gap="md">
        <Title order={2} size="h3" id="entscheidung-titel">
          Widerrufsbelehrung
        </Title>
        <Text size="sm">{ANGEBOT_KUNDE_TEXT.widerrufKurz}</Text>
        <Text size="sm">
          {ANGEBOT_KUNDE_TEXT.widerrufVollstaendig}{' '}
          <Anchor href={angebotPdfHref(view.id)} target="_blank" rel="noopener" inherit>
            Angebot mit Widerrufsbelehrung öffnen
          </Anchor>
        </Text>
        <Checkbox
          ref={checkbox}
          checked={anerkannt}
          onChange={(e) => {
            setAnerkannt(e.currentTarget.checked);
            if (e.currentTarget.checked) setWiderrufError(null);
          }}
          label={ANGEBOT_KUNDE_TEXT.widerrufCheckbox}
          // Mantine's Checkbox does not link its error to the input; do it for screen readers.
          error={widerrufError && <span id="widerruf-fehler">{widerrufError}</span>}
          aria-invalid={widerrufError ? true : undefined}
          aria-describedby={widerrufError ? 'widerruf-fehler' : undefined}
          disabled={busy}
          required
        />
        <Divider />
        <Flex
          justify="space-between"
          align={{ base: 'stretch', sm: 'center' }}
          direction={{ base: 'column', sm: 'row' }}
          gap="md"
        >
          <Box>
            <Text size="sm" c="dimmed">
              Gesamtbetrag inkl. MwSt.
            </Text>
            <Text fw={700} size="xl" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatMoney(view.betrag)}
            </Text>
          </Box>
          <Flex gap="sm" direction={{ base: 'column-reverse', xs: 'row' }} justify="flex-end">
            <Button size="md" variant="default" onClick={() => setAblehnen(true)} disabled={busy}>
              {ANGEBOT_KUNDE_TEXT.ablehnen}
            </Button>
            <Button
              size="md"
              onClick={() => void beauftragen()}
              loading={zustimmung.isPending}
              disabled={ablehnung.isPending}
            >
              {ANGEBOT_KUNDE_TEXT.beauftragen}
            </Button>
          </Flex>
        </Flex>
        <Text size="xs" c="dimmed" ta={{ base: 'left', sm: 'right' }}>
          {ANGEBOT_KUNDE_TEXT.beauftragenHinweis}
        </Text>
      </Stack>
      <AblehnungModal
        opened={ablehnen}
        onClose={() => setAblehnen(false)}
        onSubmit={ablehnungSenden}
        busy={ablehnung.isPending}
      />
    </Paper>
  );
}

/** Whether the viewer decides here: the request's customer, while the offer is open. */
export const entscheidet = (view: TAngebotView, kunde: boolean): boolean =>
  kunde && angebotStand(view.antragStatus) === 'offen';
