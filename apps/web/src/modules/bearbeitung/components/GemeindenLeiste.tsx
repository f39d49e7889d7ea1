import { Button, Group, Text, Title } from '@mantine/core';
import type { TAuftragView } from '@lap/contracts';
import { notifyError, notifySuccess } from '@lap/ui';
import { IconAlertTriangle, IconBan, IconCircleCheck } from '@tabler/icons-react';
import { errorMessage, trpc } from '../../../trpc';
import { BEARBEITUNG_MSG, TOAST_KURZ_MS } from '../messages';
import classes from './Bearbeitung.module.css';

export interface GemeindenLeisteProps {
  view: TAuftragView;
  onChanged: () => Promise<void>;
}

/**
 * One button per municipality of the order (spec 001 §2): pressing it disables the municipality (its operators
 * stop counting) or restores it. Without any municipality the pulsing 'Keine Gemeinde vorhanden!' shows.
 */
export function GemeindenLeiste({ view, onChanged }: GemeindenLeisteProps) {
  const toggle = trpc.versorger.setGemeindeDisabled.useMutation();
  const aktiv = view.gemeinden.filter((g) => !g.disabled).length;

  const setDisabled = async (gemeindeId: number, disabled: boolean) => {
    try {
      await toggle.mutateAsync({ auftragId: view.auftragId, gemeindeId, disabled });
      notifySuccess(BEARBEITUNG_MSG.vorgangErfolgreich, TOAST_KURZ_MS);
    } catch (error) {
      notifyError(
        disabled
          ? BEARBEITUNG_MSG.gemeindeLoeschenFehler(errorMessage(error))
          : BEARBEITUNG_MSG.gemeindeWiederherstellenFehler(errorMessage(error)),
      );
    } finally {
      await onChanged();
    }
  };

  return (
    <section aria-labelledby="gemeinden-titel">
      <Group gap="xs" align="baseline" mb={6}>
        <Title order={2} size="h5" id="gemeinden-titel">
          Gemeinden
        </Title>
        {view.gemeinden.length > 0 && (
          <Text size="sm" c="dimmed">
            {aktiv} von {view.gemeinden.length} aktiv – Klick deaktiviert bzw. stellt wieder her
          </Text>
        )}
      </Group>
      {view.gemeinden.length === 0 ? (
        <Group gap={6} className={classes.pulse} role="alert">
          <IconAlertTriangle size={18} color="var(--mantine-color-red-9)" aria-hidden />
          <Text c="red.9" fw={700}>
            {BEARBEITUNG_MSG.keineGemeinde}
          </Text>
        </Group>
      ) : (
        <Group
          gap="xs"
          component="ul"
          aria-label="Gemeinden des Auftrags"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {view.gemeinden.map((g) => (
            <li key={g.id}>
              <Button
                size="compact-sm"
                variant={g.disabled ? 'outline' : 'light'}
                color={g.disabled ? 'gray' : 'lapBlue'}
                c={g.disabled ? 'gray.8' : 'lapBlue.9'}
                className={classes.gemeinde}
                data-disabled-gemeinde={g.disabled || undefined}
                leftSection={g.disabled ? <IconBan size={15} aria-hidden /> : <IconCircleCheck size={15} aria-hidden />}
                loading={toggle.isPending && toggle.variables.gemeindeId === g.gemeindeId}
                onClick={() => void setDisabled(g.gemeindeId, !g.disabled)}
                aria-label={
                  g.disabled
                    ? `Gemeinde ${g.gemeindeName} (deaktiviert) wiederherstellen`
                    : `Gemeinde ${g.gemeindeName} deaktivieren`
                }
              >
                {g.gemeindeName}
              </Button>
            </li>
          ))}
        </Group>
      )}
    </section>
  );
}
