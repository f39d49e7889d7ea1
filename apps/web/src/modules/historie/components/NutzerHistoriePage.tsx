import { Alert, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { HISTORIE_LIST, ROLE } from '@lap/contracts';
import { PageTitle } from '@lap/ui';
import { DataGrid, type GridListQuery } from '@lap/ui/data-grid';
import { IconArrowLeft } from '@tabler/icons-react';
import { useCallback, useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { useSessionUser } from '../../auth/hooks/useSession';
import { nutzerHistorieColumns } from '../columns/historie-columns';

function Angabe({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={500}>{value || '–'}</Text>
    </Stack>
  );
}

/**
 * historie/{userId} and historie/adminHistorie/{userId} (spec 001 §2 'Histories'): what one staff member did — process,
 * date, description, supplier, status, link 'Auftrag'; newest first, 50 a page; 'Zurück' to /historien.
 */
export function NutzerHistoriePage() {
  const { userId = '' } = useParams();
  const user = useSessionUser();
  const utils = trpc.useUtils();
  // the person comes with every page; the first page answers it for the heading
  const kopf = trpc.historien.nutzer.useQuery({ userId, page: 1, pageSize: 10 });
  const fetchPage = useCallback(
    (query: GridListQuery) => utils.client.historien.nutzer.query({ ...query, userId }),
    [utils, userId],
  );
  const queryKey = useMemo(() => ['historien.nutzer', userId] as const, [userId]);
  // orders and offers open for case workers only (Administration manages accounts, not cases)
  const mitLink = user?.roles.includes(ROLE.SbBereich) ?? false;
  const columns = useMemo(() => nutzerHistorieColumns(mitLink), [mitLink]);
  const name = kopf.data ? `${kopf.data.nutzer.vorname} ${kopf.data.nutzer.name}`.trim() : '';

  return (
    <>
      <PageTitle title={name ? `Historie – ${name}` : 'Historie'}>
        <Button
          component={Link}
          to="/historien"
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Zurück
        </Button>
      </PageTitle>
      {kopf.isError ? (
        <Alert color="red" title="Die Historie konnte nicht geladen werden.">
          {errorMessage(kopf.error)}
        </Alert>
      ) : kopf.isPending ? (
        <Center h={200}>
          <Loader aria-label="Historie wird geladen" />
        </Center>
      ) : (
        <Stack gap="md">
          <Paper withBorder radius="md" p="md" component="section" aria-label="Mitarbeiter">
            <Group justify="space-between" align="flex-end">
              <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xl" style={{ flex: 1 }}>
                <Angabe label="Name" value={kopf.data.nutzer.name} />
                <Angabe label="Vorname" value={kopf.data.nutzer.vorname} />
              </SimpleGrid>
              <Text size="sm" c="dimmed">
                {kopf.data.total === 1 ? '1 Eintrag' : `${kopf.data.total} Einträge`}
              </Text>
            </Group>
          </Paper>
          <DataGrid
            list={HISTORIE_LIST}
            queryKey={queryKey}
            fetchPage={fetchPage}
            columns={columns}
            describeError={errorMessage}
            label="Historie"
            search
          />
        </Stack>
      )}
    </>
  );
}
