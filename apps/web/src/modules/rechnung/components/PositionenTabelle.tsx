import { ActionIcon, Button, Group, Table, Text, TextInput, Tooltip } from '@mantine/core';
import type { TRechnung, TRechnungsPosition } from '@lap/contracts';
import { formatMoney } from '@lap/domain';
import { ConfirmDialog, notifyError } from '@lap/ui';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { decimalToInput } from '../../angebot/money-input';
import { centsToGermanEuroText } from '../rechnung-status';
import { errorMessage, fieldErrorsOf, trpc } from '../../../trpc';

type Feld = 'position' | 'beschreibung' | 'anzahl' | 'einzelpreis';
const FELD_LABEL: Record<Feld, string> = {
  position: 'Position',
  beschreibung: 'Beschreibung',
  anzahl: 'Anzahl',
  einzelpreis: 'Einzelpreis (€)',
};

function texteVon(p: TRechnungsPosition): Record<Feld, string> {
  return {
    position: p.position,
    beschreibung: p.beschreibung,
    anzahl: decimalToInput(p.anzahl),
    einzelpreis: centsToGermanEuroText(p.einzelpreis),
  };
}

/** One draft line: each field is saved when it loses focus; the server reads the typed text and names what it can't. */
function PositionZeile({
  p,
  onChanged,
  onDelete,
}: {
  p: TRechnungsPosition;
  onChanged: () => Promise<void>;
  onDelete: (p: TRechnungsPosition) => void;
}) {
  const update = trpc.rechnung.updatePosition.useMutation();
  const [werte, setWerte] = useState(() => texteVon(p));
  const [fehler, setFehler] = useState<Partial<Record<Feld, string>>>({});

  const basis = useRef(texteVon(p));

  // A reload (after saving another field) takes the server's values, but keeps what the user is still typing.
  useEffect(() => {
    const alt = basis.current;
    const neu = texteVon(p);
    basis.current = neu;
    setWerte((w) => {
      const next = { ...neu };
      for (const f of Object.keys(neu) as Feld[]) if (w[f] !== alt[f]) next[f] = w[f];
      return next;
    });
  }, [p]);

  const speichern = async (feld: Feld) => {
    const text = werte[feld].trim();
    if (text === texteVon(p)[feld]) {
      setFehler((f) => ({ ...f, [feld]: undefined }));
      return;
    }
    try {
      const saved = texteVon(await update.mutateAsync({ id: p.id, [feld]: text }));
      // the server's reading of the text ('1234,5' → '1.234,50') replaces the typed one
      setWerte((w) => ({ ...w, [feld]: saved[feld] }));
      basis.current = { ...basis.current, [feld]: saved[feld] };
      setFehler((f) => ({ ...f, [feld]: undefined }));
      await onChanged();
    } catch (error) {
      const feldFehler = fieldErrorsOf(error).find((e) => e.field === feld || e.field.endsWith(`.${feld}`));
      if (feldFehler) setFehler((f) => ({ ...f, [feld]: feldFehler.message }));
      else notifyError(errorMessage(error));
    }
  };

  const input = (feld: Feld, ta: 'left' | 'right' = 'left') => (
    <TextInput
      size="xs"
      aria-label={`${FELD_LABEL[feld]} der Position ${p.position || p.sortierung}`}
      value={werte[feld]}
      onChange={(e) => {
        const v = e.currentTarget.value;
        setWerte((w) => ({ ...w, [feld]: v }));
      }}
      onBlur={() => void speichern(feld)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') e.currentTarget.blur();
      }}
      error={fehler[feld]}
      styles={{ input: { textAlign: ta } }}
      inputMode={feld === 'anzahl' || feld === 'einzelpreis' ? 'decimal' : undefined}
    />
  );

  return (
    <Table.Tr>
      <Table.Td>{input('position')}</Table.Td>
      <Table.Td>{input('beschreibung')}</Table.Td>
      <Table.Td>{input('anzahl', 'right')}</Table.Td>
      <Table.Td>{input('einzelpreis', 'right')}</Table.Td>
      <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatMoney(p.gesamtpreis)}
      </Table.Td>
      <Table.Td>
        <Tooltip label="Position löschen">
          <ActionIcon
            variant="subtle"
            color="red.8"
            aria-label={`Position ${p.position || p.sortierung} löschen`}
            onClick={() => onDelete(p)}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Table.Td>
    </Table.Tr>
  );
}

/** The lines of the selected invoice: editable while a draft, read-only once sent. */
export function PositionenTabelle({ rechnung, onChanged }: { rechnung: TRechnung; onChanged: () => Promise<void> }) {
  const positionen = trpc.rechnung.positionen.useQuery({ rechnungId: rechnung.rechnungId });
  const add = trpc.rechnung.addPosition.useMutation();
  const del = trpc.rechnung.deletePosition.useMutation();
  const [loeschen, setLoeschen] = useState<TRechnungsPosition | null>(null);
  const bearbeitbar = rechnung.bearbeitbar;

  const neuLaden = async () => {
    await positionen.refetch();
    await onChanged();
  };

  const hinzufuegen = async () => {
    try {
      await add.mutateAsync({ rechnungId: rechnung.rechnungId });
      await neuLaden();
    } catch (error) {
      notifyError(errorMessage(error));
    }
  };

  const loeschenBestaetigt = async () => {
    if (!loeschen) return;
    try {
      await del.mutateAsync({ id: loeschen.id });
      setLoeschen(null);
      await neuLaden();
    } catch (error) {
      setLoeschen(null);
      notifyError(errorMessage(error));
    }
  };

  if (positionen.error) return <Text c="red.9">{errorMessage(positionen.error)}</Text>;
  if (!positionen.data) return <Text size="sm">Positionen werden geladen …</Text>;
  const rows = positionen.data;

  return (
    <>
      <Table.ScrollContainer minWidth={760}>
        <Table
          aria-label={`Positionen der Rechnung ${rechnung.rechnungsNummer ?? '(Entwurf)'}`}
          verticalSpacing={6}
          striped
          layout="fixed"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={110}>Position</Table.Th>
              <Table.Th>Beschreibung</Table.Th>
              <Table.Th w={100} ta="right">
                Anzahl
              </Table.Th>
              <Table.Th w={130} ta="right">
                Einzelpreis
              </Table.Th>
              <Table.Th w={130} ta="right">
                Gesamtpreis
              </Table.Th>
              {bearbeitbar && <Table.Th w={80}>Aktion</Table.Th>}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={bearbeitbar ? 6 : 5}>
                  <Text size="sm">Die Rechnung hat keine Positionen.</Text>
                </Table.Td>
              </Table.Tr>
            )}
            {rows.map((p) =>
              bearbeitbar ? (
                <PositionZeile key={p.id} p={p} onChanged={neuLaden} onDelete={setLoeschen} />
              ) : (
                <Table.Tr key={p.id}>
                  <Table.Td>{p.position}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{p.beschreibung}</Table.Td>
                  <Table.Td ta="right">{decimalToInput(p.anzahl)}</Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatMoney(p.einzelpreis)}
                  </Table.Td>
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatMoney(p.gesamtpreis)}
                  </Table.Td>
                </Table.Tr>
              ),
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {bearbeitbar && (
        <Group mt="xs">
          <Button
            size="sm"
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => void hinzufuegen()}
            loading={add.isPending}
          >
            Position hinzufügen
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={loeschen !== null}
        message="Wirklich löschen?"
        confirmLabel="Löschen"
        loading={del.isPending}
        onConfirm={() => void loeschenBestaetigt()}
        onClose={() => setLoeschen(null)}
      />
    </>
  );
}
