import {
  Alert,
  Anchor,
  Badge,
  Group,
  NativeSelect,
  Stack,
  Text,
  Title,
  Tooltip,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import {
  BEARBEITUNGS_STATUS,
  BEARBEITUNGS_STATUS_ID,
  PRIORITAET,
  type TAuftragView,
  type TBearbeitungsStatus,
  type TPrioritaet,
  VORKASSE_MSG,
} from '@lap/contracts';
import { formatDate } from '@lap/domain';
import { ConfirmDialog, notifyError, notifySuccess, useDocumentTitle } from '@lap/ui';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { BEARBEITUNG_MSG, TOAST_KURZ_MS } from '../messages';
import classes from './Bearbeitung.module.css';

/** The Vorgangsnummer as a button inside the heading: a click copies it (spec 001 §2). */
function VorgangsnummerCopy({ vorgangsnummer }: { vorgangsnummer: string }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(vorgangsnummer);
      notifySuccess(BEARBEITUNG_MSG.kopiert, TOAST_KURZ_MS);
    } catch {
      notifyError(BEARBEITUNG_MSG.kopierenFehler);
    }
  };
  return (
    <Tooltip label="Vorgangsnummer kopieren" withArrow openDelay={300}>
      <UnstyledButton className={classes.copy} onClick={() => void copy()} aria-describedby="vorgangsnummer-kopieren">
        {vorgangsnummer}
        <IconCopy size={18} stroke={1.6} aria-hidden className={classes.copyIcon} />
      </UnstyledButton>
    </Tooltip>
  );
}

const PRIORITAET_OPTIONS = ([1, 2, 3, 4] as const).map((p) => ({ value: String(p), label: PRIORITAET[p].label }));

/** spec 001 §4: changing the priority asks first; OK saves and reloads, cancel keeps the old value. */
function PrioritaetAuswahl({ view, onChanged }: { view: TAuftragView; onChanged: () => Promise<void> }) {
  const [pending, setPending] = useState<number | null>(null);
  const mutation = trpc.auftrag.prioritaet.useMutation();
  const shown = pending ?? view.prioritaet;
  const p = PRIORITAET[shown as TPrioritaet] as (typeof PRIORITAET)[TPrioritaet] | undefined;

  const confirm = async () => {
    if (pending === null) return;
    try {
      await mutation.mutateAsync({ auftragId: view.auftragId, prioritaet: pending });
      notifySuccess(BEARBEITUNG_MSG.speichernErfolgreich, TOAST_KURZ_MS);
    } catch (error) {
      notifyError(BEARBEITUNG_MSG.speichernFehler(errorMessage(error)));
    } finally {
      await onChanged();
      setPending(null);
    }
  };

  return (
    <>
      <NativeSelect
        label="Priorität"
        data={PRIORITAET_OPTIONS}
        value={String(shown)}
        onChange={(e) => {
          const next = Number(e.currentTarget.value);
          if (next !== view.prioritaet) setPending(next);
        }}
        w={170}
        styles={p ? { input: { borderLeft: `6px solid var(--mantine-color-${p.color}-6)` } } : undefined}
      />
      <ConfirmDialog
        opened={pending !== null}
        title="Priorität ändern"
        message={BEARBEITUNG_MSG.prioritaetAendern}
        confirmLabel="OK"
        confirmColor="lapBlue"
        loading={mutation.isPending}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </>
  );
}

export interface BearbeitungKopfProps {
  view: TAuftragView;
  onChanged: () => Promise<void>;
}

/** Title (click copies the number), processing state, deadline and the priority. */
export function BearbeitungKopf({ view, onChanged }: BearbeitungKopfProps) {
  useDocumentTitle(`${BEARBEITUNG_MSG.titel}${view.vorgangsnummer}`);
  const status = BEARBEITUNGS_STATUS[view.bearbeitungsStatus as TBearbeitungsStatus] as string | undefined;
  return (
    <>
      {view.vorkasseOffen && (
        <Alert color="orange" variant="light" mb="sm" title="Vorkasse">
          <Text size="sm" c="dark.8">
            {VORKASSE_MSG.offen}{' '}
            <Anchor component={Link} to="/vorkasselist" size="sm">
              Zur Vorkasse-Liste
            </Anchor>
          </Text>
        </Alert>
      )}
      <Group justify="space-between" align="flex-end" gap="md" mb="md" wrap="wrap">
        <Stack gap={6}>
          <Title order={1}>
            {BEARBEITUNG_MSG.titel}
            <VorgangsnummerCopy vorgangsnummer={view.vorgangsnummer} />
          </Title>
          <VisuallyHidden id="vorgangsnummer-kopieren">Vorgangsnummer in die Zwischenablage kopieren</VisuallyHidden>
          <Group gap="xs" wrap="wrap">
            <Badge
              variant="light"
              color={view.bearbeitungsStatus === BEARBEITUNGS_STATUS_ID.auskuenfteVollstaendig ? 'green' : 'gray'}
              c="dark.8"
              radius="sm"
              tt="none"
              size="lg"
            >
              {status ?? view.bearbeitungsStatus}
            </Badge>
            {view.bearbeitungsFrist && (
              <Badge
                variant="light"
                color={view.ueberschritten ? 'red' : 'green'}
                c={view.ueberschritten ? 'red.9' : 'dark.8'}
                radius="sm"
                tt="none"
                size="lg"
              >
                Bearbeitungsfrist {formatDate(view.bearbeitungsFrist)}
                {view.ueberschritten ? ' – überschritten' : ''}
              </Badge>
            )}
            {view.vorkasse && (
              <Badge variant="light" color="orange" c="dark.8" radius="sm" tt="none" size="lg">
                {view.vorkasseOffen ? 'Vorkasse offen' : 'Vorkasse bezahlt'}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              Auftrag vom {formatDate(view.auftragsDatum)}
              {view.bearbeiter ? ` · Bearbeiter: ${view.bearbeiter}` : ''}
            </Text>
          </Group>
        </Stack>
        <Group gap="sm" align="flex-end">
          {/* the form filler for operators asked through a web form (spec 001 §2 /formfiller/{auftragId}) */}
          <Anchor component={Link} to={`/formfiller/${view.auftragId}`} size="sm" mb={8}>
            Formular ausfüllen
          </Anchor>
          <PrioritaetAuswahl view={view} onChanged={onChanged} />
        </Group>
      </Group>
    </>
  );
}
