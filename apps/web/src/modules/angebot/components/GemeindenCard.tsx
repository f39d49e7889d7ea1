import { Alert, Button, Group, Loader, Paper, Text, Title } from '@mantine/core';
import type { TAngebotView } from '@lap/contracts';
import { notifyError } from '@lap/ui';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage, trpc } from '../../../trpc';
import { isAngebotEditable } from '../angebot-status';
import { ANGEBOT_UI_MSG } from '../messages';
import classes from './Angebot.module.css';

export interface GemeindenCardProps {
  view: TAngebotView;
  onChanged: () => Promise<void>;
}

/**
 * The municipalities the drawn area touches (GetGemeindenById). A removed one stays listed, struck through,
 * and is not charged when the positions are taken from the price list; it can be restored.
 */
export function GemeindenCard({ view, onChanged }: GemeindenCardProps) {
  const gemeinden = trpc.angebot.gemeinden.useQuery({ antragId: view.id });
  const toggle = trpc.angebot.enDisableGemeinde.useMutation();
  const editable = isAngebotEditable(view.antragStatus);
  const list = gemeinden.data ?? [];
  const aktiv = list.filter((g) => !g.disabled).length;

  const setDisabled = async (id: number, disabled: boolean) => {
    try {
      await toggle.mutateAsync({ id, disabled });
      await onChanged();
    } catch (error) {
      const prefix = disabled ? ANGEBOT_UI_MSG.gemeindeLoeschenFehler : ANGEBOT_UI_MSG.gemeindeWiederherstellenFehler;
      notifyError(`${prefix}${errorMessage(error)}`);
      void onChanged(); // e.g. the status changed meanwhile: show the current state
    }
  };

  return (
    <Paper withBorder radius="md" p="md" h="100%" component="section" aria-labelledby="gemeinden-titel">
      <Group justify="space-between" align="baseline" mb="sm">
        <Title order={2} size="h4" id="gemeinden-titel">
          Gemeinden
        </Title>
        {list.length > 0 && (
          <Text size="sm" c="dimmed">
            {aktiv} von {list.length} berücksichtigt
          </Text>
        )}
      </Group>
      {gemeinden.isPending ? (
        <Loader size="sm" aria-label="Gemeinden werden geladen" />
      ) : gemeinden.isError ? (
        <Alert color="red" variant="light">
          {errorMessage(gemeinden.error)}
        </Alert>
      ) : list.length === 0 ? (
        <Group gap={6} className={classes.pulse} role="alert">
          <IconAlertTriangle size={18} color="var(--mantine-color-red-9)" aria-hidden />
          <Text c="red.9" fw={700}>
            {ANGEBOT_UI_MSG.keineGemeinde}
          </Text>
        </Group>
      ) : (
        <Group
          gap="xs"
          component="ul"
          aria-label="Betroffene Gemeinden"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {list.map((g) => (
            <li
              key={g.id}
              className={classes.gemeinde}
              data-removed={g.disabled || undefined}
              data-readonly={!editable || undefined}
            >
              <span>
                <Text span size="sm" fw={500} className={classes.gemeindeName}>
                  {g.gemeindeName}
                </Text>
                {g.disabled && (
                  <Text span size="xs" c="dimmed">
                    {' '}
                    (entfernt)
                  </Text>
                )}
              </span>
              {editable && (
                <Button
                  size="compact-xs"
                  variant={g.disabled ? 'light' : 'subtle'}
                  color={g.disabled ? 'lapBlue' : 'red'}
                  c={g.disabled ? 'lapBlue.8' : 'red.9'}
                  onClick={() => void setDisabled(g.id, !g.disabled)}
                  loading={toggle.isPending && toggle.variables.id === g.id}
                  aria-label={`${g.gemeindeName} ${g.disabled ? 'wiederherstellen' : 'entfernen'}`}
                >
                  {g.disabled ? 'Wiederherstellen' : 'Entfernen'}
                </Button>
              )}
            </li>
          ))}
        </Group>
      )}
      {editable && list.length > 0 && (
        <Text size="xs" c="dimmed" mt="sm">
          Entfernte Gemeinden werden bei der Übernahme aus der Preisliste nicht berechnet.
        </Text>
      )}
    </Paper>
  );
}
