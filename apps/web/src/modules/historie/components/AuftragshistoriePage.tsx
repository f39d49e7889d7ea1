import { Alert, Anchor, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { AUFTRAGSHISTORIE_LIST } from '@lap/contracts';
import { useDocumentTitle } from '@lap/ui';
import { DataGrid, type GridListQuery } from '@lap/ui/data-grid';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { AUFTRAGSHISTORIE_COLUMNS } from '../columns/historie-columns';
import { bearbeitungPath } from '../paths';

/**
 * auftraghistorie/{antragId} (spec 001 §2 'Histories'): everything that happened to one case — date, case worker (SB),
 * description, supplier, status; oldest first; 'Anzahl'; the title links to the order (/bearbeitungslist).
 */
export function AuftragshistoriePage() {
  const { antragId = '' } = useParams();
  const utils = trpc.useUtils();
  const kopf = trpc.historien.auftrag.useQuery({ antragId, page: 1, pageSize: 10 });
  const fetchPage = useCallback(
    (query: GridListQuery) => utils.client.historien.auftrag.query({ ...query, antragId }),
    [utils, antragId],
  );
  const queryKey = useMemo(() => ['historien.auftrag', antragId] as const, [antragId]);
  const vorgang = kopf.data?.vorgang;
  useDocumentTitle(vorgang ? `Auftragshistorie – ${vorgang.vorgangsnummer}` : 'Auftragshistorie');

  return (
    <>
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Title order={1}>
          Auftragshistorie
          {vorgang && (
            <>
              {' – '}
              {vorgang.auftragId ? (
                <Anchor component={Link} to={bearbeitungPath(vorgang.auftragId)} inherit title="Zum Auftrag">
                  {vorgang.vorgangsnummer}
                </Anchor>
              ) : (
                vorgang.vorgangsnummer
              )}
            </>
          )}
        </Title>
        {vorgang?.auftragId && (
          <Button
            component={Link}
            to={bearbeitungPath(vorgang.auftragId)}
            variant="default"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
          >
            Zurück zum Auftrag
          </Button>
        )}
      </Group>
      {kopf.isError ? (
        <Alert color="red" title="Die Auftragshistorie konnte nicht geladen werden.">
          {errorMessage(kopf.error)}
        </Alert>
      ) : kopf.isPending ? (
        <Center h={200}>
          <Loader aria-label="Auftragshistorie wird geladen" />
        </Center>
      ) : (
        <Stack gap="md">
          <Text fw={600} data-testid="historie-anzahl">
            Anzahl: {kopf.data.anzahl}
          </Text>
          <DataGrid
            list={AUFTRAGSHISTORIE_LIST}
            queryKey={queryKey}
            fetchPage={fetchPage}
            columns={AUFTRAGSHISTORIE_COLUMNS}
            describeError={errorMessage}
            label="Auftragshistorie"
            search
          />
        </Stack>
      )}
    </>
  );
}
