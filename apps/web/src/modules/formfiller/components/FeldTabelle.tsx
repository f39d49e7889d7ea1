import { Checkbox, NativeSelect, Table, Text, TextInput } from '@mantine/core';
import { FORMFILLER_DATEN, type TFormfillerDatenKey, type TFormfillerFeld } from '@lap/contracts';

/** One row of the mapping the case worker confirms: include it, and what goes in. */
export interface TZeile {
  include: boolean;
  key: TFormfillerDatenKey | null;
  value: string;
  checked: boolean;
}

const istAuswahl = (f: TFormfillerFeld) => f.tagName === 'SELECT' || f.options.length > 0;
const istHaken = (f: TFormfillerFeld) => f.type === 'checkbox' || f.type === 'radio';

/** The loaded form's fields (spec 001 §3 Form filler field) with the proposed value per row, editable before filling. */
export function FeldTabelle({
  felder,
  zeilen,
  onChange,
}: {
  felder: TFormfillerFeld[];
  zeilen: TZeile[];
  onChange: (index: number, zeile: TZeile) => void;
}) {
  return (
    <Table.ScrollContainer minWidth={1100}>
      <Table aria-label="Formularfelder und Zuordnung" striped verticalSpacing={6} layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={72}>Einfügen</Table.Th>
            <Table.Th>Beschriftung</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th w={90}>ID</Table.Th>
            <Table.Th w={100}>Typ</Table.Th>
            <Table.Th w={100}>Platzhalter</Table.Th>
            <Table.Th w={130}>Aktueller Wert</Table.Th>
            <Table.Th w={120}>Auftragsdaten</Table.Th>
            <Table.Th w={210}>Einzufügender Wert</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {felder.map((f) => {
            const z = zeilen[f.index] ?? { include: false, key: null, value: '', checked: false };
            const name = f.label || f.name || f.id || `Feld ${f.index + 1}`;
            return (
              <Table.Tr key={f.index} data-testid={`feld-${f.index}`}>
                <Table.Td>
                  <Checkbox
                    aria-label={`${name} einfügen`}
                    checked={z.include}
                    onChange={(e) => onChange(f.index, { ...z, include: e.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{f.label}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{f.name}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{f.id}</Table.Td>
                <Table.Td>
                  <Text size="sm">{f.type}</Text>
                  <Text size="xs" c="dimmed">
                    {f.tagName}
                  </Text>
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{f.placeholder}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  {istHaken(f) ? (f.checked ? 'angehakt' : 'nicht angehakt') : f.value}
                </Table.Td>
                <Table.Td>
                  {z.key ? (
                    FORMFILLER_DATEN[z.key]
                  ) : (
                    <Text size="sm" c="dimmed">
                      –
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {istHaken(f) ? (
                    <Checkbox
                      label="anhaken"
                      checked={z.checked}
                      onChange={(e) => onChange(f.index, { ...z, checked: e.currentTarget.checked, include: true })}
                    />
                  ) : istAuswahl(f) ? (
                    <NativeSelect
                      aria-label={`Wert für ${name}`}
                      size="xs"
                      data={[
                        { value: '', label: '(keine Auswahl)' },
                        ...f.options.map((o) => ({ value: o.value, label: o.label || o.value })),
                      ]}
                      value={z.value}
                      onChange={(e) => onChange(f.index, { ...z, value: e.currentTarget.value, include: true })}
                    />
                  ) : (
                    <TextInput
                      aria-label={`Wert für ${name}`}
                      size="xs"
                      value={z.value}
                      onChange={(e) => onChange(f.index, { ...z, value: e.currentTarget.value, include: true })}
                    />
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
