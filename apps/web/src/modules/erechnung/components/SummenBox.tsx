import { Paper, Table, Title } from '@mantine/core';
import type { TERechnungFormularInput } from '@lap/contracts';
import { formatMoney } from '@lap/domain';
import { useWatch, type Control } from 'react-hook-form';
import { formularSummen, prozentText } from '../forms';
import { ERECHNUNG_UI } from '../messages';

/** The live totals of the lines: net and VAT per rate, the totals and the gross, in German money format. */
export function SummenBox({ control }: { control: Control<TERechnungFormularInput> }) {
  const items = useWatch({ control, name: 'lineItems' });
  const summen = formularSummen(items);
  const zeile = (label: string, betrag: number, stark = false) => (
    <Table.Tr key={label}>
      <Table.Th scope="row" fw={stark ? 700 : 400}>
        {label}
      </Table.Th>
      <Table.Td ta="right" fw={stark ? 700 : 400} style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(betrag)}
      </Table.Td>
    </Table.Tr>
  );
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      component="section"
      aria-labelledby="erechnung-summen"
      maw={480}
      ml="auto"
      w="100%"
    >
      <Title order={2} size="h4" mb="sm" id="erechnung-summen">
        {ERECHNUNG_UI.summen}
      </Title>
      <Table aria-labelledby="erechnung-summen" verticalSpacing={4} withRowBorders={false}>
        <Table.Tbody>
          {summen.saetze.flatMap((s) => [
            zeile(ERECHNUNG_UI.nettoZu(prozentText(s.prozent)), s.nettoCent),
            zeile(ERECHNUNG_UI.mwstZu(prozentText(s.prozent)), s.mwstCent),
          ])}
          {summen.saetze.length > 1 && [
            zeile(ERECHNUNG_UI.nettoGesamt, summen.nettoCent),
            zeile(ERECHNUNG_UI.mwstGesamt, summen.mwstCent),
          ]}
          {zeile(ERECHNUNG_UI.brutto, summen.bruttoCent, true)}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
