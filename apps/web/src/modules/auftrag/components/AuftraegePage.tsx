import { AUFTRAEGE_LIST, type TAuftraegeListRow } from '@lap/contracts';
import { PageTitle } from '@lap/ui';
import { DataGrid, type DataGridProps, type GridListQuery } from '@lap/ui/data-grid';
import { Button, Checkbox, Group } from '@mantine/core';
import { IconCalendarClock, IconCashBanknote } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { AUFTRAEGE_ACTIONS, auftraegeColumns, auftraegeRowTone } from '../columns/auftraege-columns';
import { AUFTRAEGE_QUERY_KEY } from '../query-keys';
import { AuftraegeKarte } from './AuftraegeKarte';
import { useSeiteGesehen } from '../../dashboard/hooks/useSeiteGesehen';

const SHOW_FINISHED_KEY = 'lap.auftraege.abgeschlossene';

type Columns = NonNullable<DataGridProps<(typeof AUFTRAEGE_LIST)['fields'], TAuftraegeListRow>['columns']>;

/** A phone's card of an order (`mobile`): number, priority, status, client and deadline. */
function onTheCard(columns: Columns | undefined): Columns {
  const mark = <F extends keyof Columns>(field: F) => ({ ...columns?.[field], mobile: true });
  return {
    ...columns,
    vorgangsnummer: mark('vorgangsnummer'),
    prioritaet: mark('prioritaet'),
    bearbeitungsStatus: mark('bearbeitungsStatus'),
    auftraggeber: mark('auftraggeber'),
    bearbeitungsFrist: mark('bearbeitungsFrist'),
  };
}

function storedSwitch(): boolean {
  try {
    return localStorage.getItem(SHOW_FINISHED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * /auftraege (spec 001 §2): the case workers' order list. Finished orders (bearbeitungsStatus 3) and prepayment
 * orders are hidden unless 'abgeschlossene Aufträge anzeigen' is ticked (remembered per browser); rows past their
 * processing deadline are red, the others green; the remark is edited in the table.
 */
export function AuftraegePage() {
  useSeiteGesehen('Auftraege');
  const utils = trpc.useUtils();
  const [abgeschlossene, setAbgeschlossene] = useState(storedSwitch);
  const { mutateAsync: saveBemerkung } = trpc.auftrag.bemerkung.useMutation();
  const fetchPage = useCallback(
    (query: GridListQuery) => utils.client.auftrag.list.query({ ...query, abgeschlossene }),
    [utils, abgeschlossene],
  );
  const columns = useMemo(
    () =>
      onTheCard(
        auftraegeColumns(async (row: TAuftraegeListRow, bemerkung: string) => {
          await saveBemerkung({ auftragId: row.auftragId, bemerkung });
        }),
      ),
    [saveBemerkung],
  );
  const queryKey = useMemo(() => [...AUFTRAEGE_QUERY_KEY, { abgeschlossene }], [abgeschlossene]);
  const toggle = (checked: boolean): void => {
    setAbgeschlossene(checked);
    try {
      localStorage.setItem(SHOW_FINISHED_KEY, checked ? '1' : '0');
    } catch {
      // private mode: the switch just isn't remembered
    }
  };

  return (
    <>
      <PageTitle title="Auftraege" />
      <AuftraegeKarte />
      <DataGrid
        list={AUFTRAEGE_LIST}
        queryKey={queryKey}
        fetchPage={fetchPage}
        columns={columns}
        actionColumns={AUFTRAEGE_ACTIONS}
        rowTone={auftraegeRowTone}
        describeError={errorMessage}
        label="Aufträge"
        search
        toolbar={
          <Group gap="sm" wrap="wrap">
            <Checkbox
              label="abgeschlossene Aufträge anzeigen"
              checked={abgeschlossene}
              onChange={(e) => toggle(e.currentTarget.checked)}
            />
            <Button
              component={Link}
              to="/wiedervorlagen"
              variant="light"
              size="sm"
              leftSection={<IconCalendarClock size={16} aria-hidden />}
            >
              Wiedervorlagen
            </Button>
            <Button
              component={Link}
              to="/vorkasselist"
              variant="light"
              size="sm"
              leftSection={<IconCashBanknote size={16} aria-hidden />}
            >
              Vorkasse
            </Button>
          </Group>
        }
      />
    </>
  );
}
