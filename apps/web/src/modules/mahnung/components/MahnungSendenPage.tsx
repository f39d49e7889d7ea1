import { MAHNUNG_MSG } from '@lap/contracts';
import { formatDate } from '@lap/domain';
import { ConfirmDialog, notifyError, notifySuccess, PageTitle } from '@lap/ui';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconEdit, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { editMahnungPath, mahnungAuftragPath } from '../paths';
import { MahnungKopf } from './EditMahnungPage';

/**
 * /mahnungSenden/{mahnungId}: the notice as it will go out (recipient, subject, text, due date), then 'Mahnung senden'
 * after a confirmation — the letter as PDF and the original invoice PDF by mail (PUT api/Mahnung/SendeMahnung/{id}).
 */
export function MahnungSendenPage() {
  const { mahnungId = '' } = useParams();
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const query = trpc.mahnung.get.useQuery({ mahnungId });
  const send = trpc.mahnung.send.useMutation();
  const [frage, setFrage] = useState(false);

  if (query.isLoading) return <Loader aria-label="Mahnung wird geladen" />;
  if (query.isError) return <Alert color="red">{errorMessage(query.error)}</Alert>;
  const m = query.data;
  if (!m) return null;

  const senden = async () => {
    setFrage(false);
    try {
      await send.mutateAsync({ mahnungId });
      await utils.mahnung.invalidate();
      notifySuccess(MAHNUNG_MSG.gesendet);
      void navigate(mahnungAuftragPath(m.auftragId, m.rechnungId));
    } catch (error) {
      notifyError(`Fehler beim Senden - ${errorMessage(error)}`);
    }
  };

  return (
    <>
      <PageTitle title={`Mahnung senden – ${m.vorgangsnummer}`}>
        <Button
          component={Link}
          to={mahnungAuftragPath(m.auftragId, m.rechnungId)}
          variant="subtle"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          Zurück zum Mahnverfahren
        </Button>
      </PageTitle>
      <Stack gap="md" maw={900}>
        <MahnungKopf m={m} />
        {!m.bearbeitbar && (
          <Alert color="gray" variant="light">
            <Text size="sm" c="dark.8">
              {m.versendet
                ? 'Diese Mahnung wurde bereits versendet.'
                : 'Diese Mahnung ist abgeschlossen und kann nicht versendet werden.'}
            </Text>
          </Alert>
        )}
        <Paper withBorder p="md" radius="md">
          <Title order={2} size="h4" mb="xs">
            E-Mail an {m.rechnungsEmail}
          </Title>
          <Text size="sm" fw={600}>
            {m.betreff}
          </Text>
          <Text size="sm" mt="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {m.mailtext}
          </Text>
          <Text size="sm" mt="sm" c="dimmed">
            Fällig am {m.mahnungFaellig ? formatDate(m.mahnungFaellig) : '–'} · Anhänge: das Mahnschreiben (PDF) und die
            Rechnung {m.rechnungsNummer} (PDF)
          </Text>
        </Paper>
        {m.bearbeitbar && (
          <Group gap="sm">
            <Button
              leftSection={<IconSend size={16} aria-hidden />}
              loading={send.isPending}
              onClick={() => setFrage(true)}
            >
              Mahnung senden
            </Button>
            <Button
              component={Link}
              to={editMahnungPath(mahnungId)}
              variant="light"
              leftSection={<IconEdit size={16} aria-hidden />}
            >
              Bearbeiten
            </Button>
          </Group>
        )}
      </Stack>
      <ConfirmDialog
        opened={frage}
        title="Mahnung senden"
        message={`Die Mahnung wird an ${m.rechnungsEmail ?? ''} gesendet und kann danach nicht mehr geändert werden. Senden?`}
        confirmLabel="Senden"
        confirmColor="blue.8"
        loading={send.isPending}
        onConfirm={() => void senden()}
        onClose={() => setFrage(false)}
      />
    </>
  );
}
