import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Center,
  Group,
  Loader,
  Paper,
  Table,
  Text,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import type { TAuftragPosition, TAuftragView, TPositionVersorger } from '@lap/contracts';
import { ConfirmDialog, notifyError, notifySuccess, PageTitle, Seiten } from '@lap/ui';
import { IconArrowLeft, IconChevronDown, IconChevronRight, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Fragment, useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { LoadGate } from '../../shell/components/LoadGate';
import { errorMessage, trpc } from '../../../trpc';
import { BEARBEITUNG_MSG } from '../messages';
import classes from './Bearbeitung.module.css';
import { PositionFormModal } from './PositionFormModal';
import { PositionVersorgerFormModal, type PositionVersorgerTarget } from './PositionVersorgerFormModal';
import { AnfrageStatusBadge } from './VersorgerZellen';

/** spec 001 §9: 100 positions per page. */
const PAGE_SIZE = 100;
const COLUMNS = 6;

function VersorgerDetail({
  position,
  onEdit,
  onAdd,
}: {
  position: TAuftragPosition;
  onEdit: (v: TPositionVersorger) => void;
  onAdd: () => void;
}) {
  if (position.versorger.length === 0) {
    return (
      <Group gap="sm">
        <Text size="sm" c="dimmed">
          {BEARBEITUNG_MSG.keineVersorger}
        </Text>
        <Button size="compact-sm" variant="light" leftSection={<IconPlus size={14} aria-hidden />} onClick={onAdd}>
          Versorger hinzufügen
        </Button>
      </Group>
    );
  }
  return (
    <Table withTableBorder verticalSpacing={4} fz="sm" aria-label={`Versorger der Position ${position.positionName}`}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Versorger</Table.Th>
          <Table.Th>Abfrageart</Table.Th>
          <Table.Th>Status</Table.Th>
          <Table.Th>E-Mail</Table.Th>
          <Table.Th>Telefon</Table.Th>
          <Table.Th>Abgeschlossen</Table.Th>
          <Table.Th w={110}>Aktion</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {position.versorger.map((v) => (
          <Table.Tr key={v.id}>
            <Table.Td>{v.versorgerName}</Table.Td>
            <Table.Td>{v.abfrageart}</Table.Td>
            <Table.Td>
              <AnfrageStatusBadge status={v.anfrageStatus} />
            </Table.Td>
            <Table.Td>{v.email}</Table.Td>
            <Table.Td>{v.telefon}</Table.Td>
            <Table.Td>{v.abgeschlossen ? 'Ja' : 'Nein'}</Table.Td>
            <Table.Td>
              <Button
                size="compact-sm"
                variant="subtle"
                leftSection={<IconPencil size={14} aria-hidden />}
                onClick={() => onEdit(v)}
                aria-label={`Versorger ${v.versorgerName} bearbeiten`}
              >
                bearbeiten
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Positionen({ view }: { view: TAuftragView }) {
  const utils = trpc.useUtils();
  const positionen = trpc.auftrag.positionen.useQuery({ auftragId: view.auftragId });
  const remove = trpc.auftrag.deletePosition.useMutation();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(() => new Set());
  const [page, setPage] = useState(1);
  const [neuOffen, setNeuOffen] = useState(false);
  const [versorgerTarget, setVersorgerTarget] = useState<PositionVersorgerTarget | null>(null);
  const [loeschen, setLoeschen] = useState<TAuftragPosition | null>(null);

  const list = useMemo(() => (positionen.data ?? []).filter((p) => !p.isDeleted), [positionen.data]);
  const pages = Math.max(1, Math.ceil(list.length / PAGE_SIZE));
  const shown = list.slice((Math.min(page, pages) - 1) * PAGE_SIZE, Math.min(page, pages) * PAGE_SIZE);

  const reload = useCallback(async () => {
    await Promise.all([
      utils.auftrag.positionen.invalidate({ auftragId: view.auftragId }),
      utils.auftrag.byId.invalidate({ auftragId: view.auftragId }),
    ]);
  }, [utils, view.auftragId]);

  const toggle = (id: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const confirmDelete = async () => {
    if (!loeschen) return;
    try {
      await remove.mutateAsync({ positionId: loeschen.id });
      notifySuccess(BEARBEITUNG_MSG.vorgangErfolgreich);
    } catch (error) {
      notifyError(BEARBEITUNG_MSG.positionLoeschenFehler(errorMessage(error)));
    } finally {
      setLoeschen(null);
      await reload();
    }
  };

  return (
    <>
      <Group justify="space-between" mb="sm" wrap="wrap">
        <Text size="sm" c="dimmed" role="status">
          {positionen.isSuccess ? `${list.length} ${list.length === 1 ? 'Position' : 'Positionen'}` : ''}
        </Text>
        <Group gap="xs">
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setNeuOffen(true)}>
            Position hinzufügen
          </Button>
          <Button
            component={Link}
            to={`/bearbeitungslist/${encodeURIComponent(view.auftragId)}`}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            Zurück zum Auftrag
          </Button>
        </Group>
      </Group>
      <Paper withBorder radius="md">
        {positionen.isPending ? (
          <Center h={160}>
            <Loader size="sm" aria-label="Positionen werden geladen" />
          </Center>
        ) : positionen.isError ? (
          <Alert color="red" variant="light" m="md">
            {errorMessage(positionen.error)}
          </Alert>
        ) : (
          <Table.ScrollContainer minWidth={860}>
            <Table verticalSpacing="xs" aria-label="Positionen des Auftrags">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={48}>
                    <VisuallyHidden>Details</VisuallyHidden>
                  </Table.Th>
                  <Table.Th w={70}>Pos.</Table.Th>
                  <Table.Th>Positionsname</Table.Th>
                  <Table.Th>Beschreibung</Table.Th>
                  <Table.Th w={110}>Versorger</Table.Th>
                  <Table.Th w={240}>Aktion</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.length === 0 && (
                  <Table.Tr>
                    <Table.Td colSpan={COLUMNS}>
                      <Text c="dimmed" ta="center" py="md">
                        {BEARBEITUNG_MSG.keinePositionen}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                )}
                {shown.map((p) => {
                  const open = expanded.has(p.id);
                  const mit = p.versorger.length > 0;
                  const detailId = `position-${p.id}-versorger`;
                  return (
                    <Fragment key={p.id}>
                      <Table.Tr
                        className={mit ? classes.posMit : classes.posOhne}
                        data-position-id={p.id}
                        data-versorger={mit ? 'mit' : 'ohne'}
                      >
                        <Table.Td>
                          <Tooltip
                            label={open ? 'Versorger ausblenden' : 'Versorger anzeigen'}
                            withArrow
                            openDelay={300}
                          >
                            <ActionIcon
                              variant="subtle"
                              color="gray"
                              c="dark"
                              onClick={() => toggle(p.id)}
                              aria-expanded={open}
                              aria-controls={open ? detailId : undefined}
                              aria-label={`Versorger der Position ${p.positionName} ${open ? 'ausblenden' : 'anzeigen'}`}
                            >
                              {open ? (
                                <IconChevronDown size={18} aria-hidden />
                              ) : (
                                <IconChevronRight size={18} aria-hidden />
                              )}
                            </ActionIcon>
                          </Tooltip>
                        </Table.Td>
                        <Table.Td>{p.position}</Table.Td>
                        <Table.Td fw={500}>{p.positionName}</Table.Td>
                        <Table.Td>{p.beschreibung}</Table.Td>
                        <Table.Td>
                          {mit ? (
                            p.versorger.length
                          ) : (
                            <Text span size="sm" c="red.9" fw={500}>
                              keine
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          <Group gap={6} wrap="nowrap">
                            <Button
                              size="compact-sm"
                              variant="light"
                              leftSection={<IconPlus size={14} aria-hidden />}
                              onClick={() => setVersorgerTarget({ kind: 'neu', position: p })}
                              aria-label={`Versorger hinzufügen – Position ${p.positionName}`}
                            >
                              Versorger hinzufügen
                            </Button>
                            <Tooltip label="Position löschen" withArrow openDelay={300}>
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                c="red.9"
                                onClick={() => setLoeschen(p)}
                                aria-label={`Position ${p.positionName} löschen`}
                              >
                                <IconTrash size={17} stroke={1.7} aria-hidden />
                              </ActionIcon>
                            </Tooltip>
                          </Group>
                        </Table.Td>
                      </Table.Tr>
                      {open && (
                        <Table.Tr className={classes.detail} id={detailId}>
                          <Table.Td colSpan={COLUMNS}>
                            <VersorgerDetail
                              position={p}
                              onAdd={() => setVersorgerTarget({ kind: 'neu', position: p })}
                              onEdit={(v) => setVersorgerTarget({ kind: 'bearbeiten', position: p, versorgerId: v.id })}
                            />
                          </Table.Td>
                        </Table.Tr>
                      )}
                    </Fragment>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      {pages > 1 && (
        <Group justify="flex-end" mt="sm">
          <Seiten total={pages} value={Math.min(page, pages)} onChange={setPage} />
        </Group>
      )}
      <PositionFormModal
        auftragId={view.auftragId}
        opened={neuOffen}
        onClose={() => setNeuOffen(false)}
        onSaved={reload}
      />
      <PositionVersorgerFormModal
        auftragId={view.auftragId}
        target={versorgerTarget}
        onClose={() => setVersorgerTarget(null)}
        onSaved={async () => {
          // the position just given a supplier opens, so the new row is in view
          if (versorgerTarget) setExpanded((s) => new Set(s).add(versorgerTarget.position.id));
          await reload();
        }}
      />
      <ConfirmDialog
        opened={loeschen !== null}
        title="Position löschen"
        message={BEARBEITUNG_MSG.wirklichLoeschen}
        confirmLabel="Löschen"
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onClose={() => setLoeschen(null)}
      />
    </>
  );
}

/** /auftragpositionen/:auftragId/:antragId (spec 001 §2): the order's positions with their suppliers. */
export function AuftragPositionenPage() {
  const { auftragId = '' } = useParams();
  const view = trpc.auftrag.byId.useQuery({ auftragId }, { retry: false });
  return (
    <Box maw={1400} mx="auto">
      <LoadGate
        error={view.error}
        ready={view.data !== undefined}
        loadingLabel="Auftrag wird geladen"
        notFoundTitle="Auftrag nicht gefunden"
      >
        {() =>
          view.data && (
            <>
              <PageTitle title={`Positionen Auftrag - ${view.data.vorgangsnummer}`} />
              <Positionen view={view.data} />
            </>
          )
        }
      </LoadGate>
    </Box>
  );
}
