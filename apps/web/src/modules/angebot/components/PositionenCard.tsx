import { ActionIcon, Alert, Button, Center, Group, Loader, Paper, Table, Text, Title, Tooltip } from '@mantine/core';
import type { TAngebotPosition, TAngebotView } from '@lap/contracts';
import { formatMoney, formatNumber, MWST_PROZENT, totalsOf } from '@lap/domain';
import { ConfirmDialog, notifyError, notifySuccess } from '@lap/ui';
import { IconListDetails, IconPencil, IconPlus, IconTable, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, trpc } from '../../../trpc';
import { isAngebotEditable } from '../angebot-status';
import { nextPositionNumber } from '../forms';
import { ANGEBOT_UI_MSG, TOAST_KURZ_MS } from '../messages';
import classes from './Angebot.module.css';
import { PositionFormModal } from './PositionFormModal';
import { PreislisteModal } from './PreislisteModal';

/** Net, VAT and gross of the shown positions: the domain's totalsOf, the same function the server and the PDF use. */
export function positionTotals(positions: readonly TAngebotPosition[]) {
  return totalsOf(positions.map((p) => ({ anzahl: p.anzahl, einzelpreisCent: p.einzelpreis })));
}

export interface PositionenCardProps {
  view: TAngebotView;
  positions: TAngebotPosition[];
  loading: boolean;
  error: unknown;
  onChanged: () => Promise<void>;
}

/** The offer's positions with add, edit, delete, the proposal from the price list, and the totals. */
export function PositionenCard({ view, positions, loading, error, onChanged }: PositionenCardProps) {
  const editable = isAngebotEditable(view.antragStatus);
  const [editing, setEditing] = useState<TAngebotPosition | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<TAngebotPosition | null>(null);
  const [uebernahmeOpen, setUebernahmeOpen] = useState(false);
  const [preislisteOpen, setPreislisteOpen] = useState(false);
  const remove = trpc.angebot.deletePosition.useMutation();
  const uebernahme = trpc.angebot.uebernahme.useMutation();
  const totals = positionTotals(positions);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ id: deleting.id });
      setDeleting(null);
      notifySuccess(ANGEBOT_UI_MSG.vorgangErfolgreich, TOAST_KURZ_MS);
      await onChanged();
    } catch (e) {
      notifyError(`${ANGEBOT_UI_MSG.positionLoeschenFehler}${errorMessage(e)}`);
      setDeleting(null);
      void onChanged(); // e.g. the status changed meanwhile: show the current state
    }
  };

  const runUebernahme = async () => {
    try {
      await uebernahme.mutateAsync({ antragId: view.id });
      setUebernahmeOpen(false);
      notifySuccess(ANGEBOT_UI_MSG.vorgangErfolgreich);
      await onChanged();
    } catch (e) {
      notifyError(ANGEBOT_UI_MSG.vorgangFehler(errorMessage(e)));
      setUebernahmeOpen(false);
      void onChanged();
    }
  };

  const columns = editable ? 7 : 6;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="positionen-titel">
      <Group justify="space-between" align="center" mb="sm" gap="xs">
        <Title order={2} size="h4" id="positionen-titel">
          Positionen
        </Title>
        {editable && (
          <Group gap="xs">
            <Button
              size="sm"
              variant="default"
              leftSection={<IconTable size={16} aria-hidden />}
              onClick={() => setPreislisteOpen(true)}
            >
              Preisliste
            </Button>
            <Button
              size="sm"
              variant="light"
              leftSection={<IconListDetails size={16} aria-hidden />}
              onClick={() => (positions.length > 0 ? setUebernahmeOpen(true) : void runUebernahme())}
              loading={uebernahme.isPending && !uebernahmeOpen}
            >
              Positionen aus Preisliste übernehmen
            </Button>
            <Button size="sm" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
              Position hinzufügen
            </Button>
          </Group>
        )}
      </Group>

      {loading ? (
        <Center h={120}>
          <Loader aria-label="Positionen werden geladen" />
        </Center>
      ) : error ? (
        <Alert color="red" variant="light">
          {errorMessage(error)}
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover withTableBorder verticalSpacing="xs" aria-labelledby="positionen-titel">
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>Pos.</Table.Th>
                <Table.Th>Beschreibung</Table.Th>
                <Table.Th className={classes.numeric} w={90}>
                  Anzahl
                </Table.Th>
                <Table.Th w={110}>Einheit</Table.Th>
                <Table.Th className={classes.numeric} w={120}>
                  Einzelpreis
                </Table.Th>
                <Table.Th className={classes.numeric} w={130}>
                  Gesamtpreis
                </Table.Th>
                {editable && <Table.Th w={84}>Aktionen</Table.Th>}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {positions.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={columns}>
                    <Text c="dimmed" size="sm" py="sm" ta="center">
                      {editable ? ANGEBOT_UI_MSG.keinePositionenHinweis : 'Keine Positionen vorhanden.'}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                positions.map((p) => (
                  <Table.Tr key={p.id}>
                    <Table.Td>{p.position}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'pre-line' }}>{p.beschreibung}</Table.Td>
                    <Table.Td className={classes.numeric}>{formatNumber(p.anzahl)}</Table.Td>
                    <Table.Td>{p.einheit}</Table.Td>
                    <Table.Td className={classes.numeric}>{formatMoney(p.einzelpreis)}</Table.Td>
                    <Table.Td className={classes.numeric}>{formatMoney(p.gesamtpreis)}</Table.Td>
                    {editable && (
                      <Table.Td>
                        <Group gap={2} wrap="nowrap">
                          <Tooltip label="Bearbeiten" withArrow openDelay={300}>
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              aria-label={`Position ${p.position} bearbeiten`}
                              onClick={() => setEditing(p)}
                            >
                              <IconPencil size={17} stroke={1.7} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                          <Tooltip label="Löschen" withArrow openDelay={300}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={`Position ${p.position} löschen`}
                              onClick={() => setDeleting(p)}
                            >
                              <IconTrash size={17} stroke={1.7} aria-hidden />
                            </ActionIcon>
                          </Tooltip>
                        </Group>
                      </Table.Td>
                    )}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
            <Table.Tfoot>
              <Table.Tr>
                <Table.Td colSpan={5} className={classes.totalLabel}>
                  Netto
                </Table.Td>
                <Table.Td className={classes.numeric}>{formatMoney(totals.nettoCent)}</Table.Td>
                {editable && <Table.Td />}
              </Table.Tr>
              <Table.Tr>
                <Table.Td colSpan={5} className={classes.totalLabel}>
                  zzgl. {MWST_PROZENT} % MwSt.
                </Table.Td>
                <Table.Td className={classes.numeric}>{formatMoney(totals.mwstCent)}</Table.Td>
                {editable && <Table.Td />}
              </Table.Tr>
              <Table.Tr className={classes.brutto}>
                <Table.Td colSpan={5} className={classes.totalLabel}>
                  Brutto
                </Table.Td>
                <Table.Td className={classes.numeric}>{formatMoney(totals.bruttoCent)}</Table.Td>
                {editable && <Table.Td />}
              </Table.Tr>
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      )}

      <PositionFormModal
        antragId={view.id}
        position={editing}
        next={nextPositionNumber(positions)}
        onClose={() => setEditing(undefined)}
        onSaved={onChanged}
      />
      <PreislisteModal opened={preislisteOpen} onClose={() => setPreislisteOpen(false)} />
      <ConfirmDialog
        opened={deleting !== null}
        title={deleting ? `Position ${deleting.position} löschen` : 'Position löschen'}
        message={ANGEBOT_UI_MSG.wirklichLoeschen}
        confirmLabel="Löschen"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      />
      <ConfirmDialog
        opened={uebernahmeOpen}
        title="Positionen aus Preisliste übernehmen"
        message="Die vorhandenen Positionen werden durch den Vorschlag aus der Preisliste ersetzt. Fortfahren?"
        confirmLabel="Übernehmen"
        confirmColor="lapBlue"
        loading={uebernahme.isPending}
        onConfirm={() => void runUebernahme()}
        onClose={() => setUebernahmeOpen(false)}
      />
    </Paper>
  );
}
