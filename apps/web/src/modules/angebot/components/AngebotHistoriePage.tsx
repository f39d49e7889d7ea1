import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { ANGEBOT_HISTORIE_LIST, type TExportRequest } from '@lap/contracts';
import { PageTitle } from '@lap/ui';
import { DataGrid, type GridListQuery } from '@lap/ui/data-grid';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { useParams } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { useGoBack } from '../../shell/hooks/useGoBack';
import { HISTORIE_COLUMNS } from '../columns/historie-columns';

function Angabe({ label, value }: { label: string; value: string | null }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500}>{value || '–'}</Text>
    </Stack>
  );
}

/** angebothistorie/{userId} and angebotshistorie/{userId}: one customer's offers (001 §2 Offer history) with Excel export. */
export function AngebotHistoriePage() {
  const { userId = '' } = useParams();
  const goBack = useGoBack();
  const utils = trpc.useUtils();
  // the customer's firma, name, vorname come with every page; the first page answers them for the heading
  const kopf = trpc.historien.angebotHistorie.useQuery({ userId, page: 1, pageSize: 10 });
  const { mutateAsync: runExport } = trpc.export.angebotHistorie.useMutation();
  const fetchPage = useCallback(
    (query: GridListQuery) => utils.client.historien.angebotHistorie.query({ ...query, userId }),
    [utils, userId],
  );
  const onExport = useCallback(
    (request: TExportRequest) =>
      runExport({ uid: userId, filterDto: request.filterDto, sortingDto: request.sortingDto }),
    [runExport, userId],
  );
  const queryKey = useMemo(() => ['historien.angebotHistorie', userId] as const, [userId]);

  return (
    <>
      <PageTitle title="Angebotshistorie">
        <Button variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />} onClick={goBack}>
          Zurück
        </Button>
      </PageTitle>
      {kopf.isError ? (
        <Alert color="red" title="Die Angebotshistorie konnte nicht geladen werden.">
          {errorMessage(kopf.error)}
        </Alert>
      ) : kopf.isPending ? (
        <Center h={200}>
          <Loader aria-label="Angebotshistorie wird geladen" />
        </Center>
      ) : (
        <Stack gap="md">
          <Paper withBorder radius="md" p="md" component="section" aria-label="Kunde">
            <Group justify="space-between" align="flex-end">
              <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xl" style={{ flex: 1 }}>
                <Angabe label="Firma" value={kopf.data.kunde.firma} />
                <Angabe label="Name" value={kopf.data.kunde.name} />
                <Angabe label="Vorname" value={kopf.data.kunde.vorname} />
              </SimpleGrid>
              <Text size="sm" c="dimmed">
                {kopf.data.total === 1 ? '1 Angebot' : `${kopf.data.total} Angebote`}
              </Text>
            </Group>
          </Paper>
          <DataGrid
            list={ANGEBOT_HISTORIE_LIST}
            queryKey={queryKey}
            fetchPage={fetchPage}
            columns={HISTORIE_COLUMNS}
            onExport={onExport}
            describeError={errorMessage}
            label="Angebotshistorie"
          />
        </Stack>
      )}
    </>
  );
}
