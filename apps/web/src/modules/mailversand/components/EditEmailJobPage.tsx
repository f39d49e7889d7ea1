import { Alert, Anchor, Badge, Box, Button, Group, Stack, Text } from '@mantine/core';
import { MAILVERSAND_MSG, type TMailVersandJob } from '@lap/contracts';
import { formatVersorgerDatum } from '@lap/domain';
import { notifyError, notifySuccess, PageTitle } from '@lap/ui';
import { IconAlertTriangle, IconArrowLeft, IconMailPlus } from '@tabler/icons-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadGate } from '../../shell/components/LoadGate';
import { readableAlert } from '../../versorger-upload/alert-styles';
import { errorMessage, httpStatusOf, trpc } from '../../../trpc';
import { useMailversandRefresh } from '../hooks/useMailversandRefresh';
import { MAILVERSAND_UI } from '../messages';
import { bearbeitungPath, rueckweg } from '../paths';
import { MailJobForm } from './MailJobForm';

/** The supplier has no mail job yet (GetEmailVersandJobById answers NOT_FOUND with this text). */
const istKeinJob = (error: unknown): boolean =>
  httpStatusOf(error) === 404 && errorMessage(error) === MAILVERSAND_MSG.keinJob;

/** No job yet: the spec's text and, with the order known, 'E-Mail erstellen' for this supplier. */
function KeinJob({
  versorgerId,
  auftragId,
  zurueck,
}: {
  versorgerId: string;
  auftragId: string | undefined;
  zurueck: string;
}) {
  const erstellen = trpc.mailversand.erstellen.useMutation();
  const refresh = useMailversandRefresh();
  const los = async () => {
    if (!auftragId) return;
    try {
      const r = await erstellen.mutateAsync({ auftragId, versorgerId });
      notifySuccess(r.message);
      await refresh(auftragId);
    } catch (error) {
      notifyError(MAILVERSAND_UI.vorgangFehler(errorMessage(error)));
    }
  };
  return (
    <Stack gap="md" align="flex-start">
      <Alert
        color="orange"
        variant="light"
        icon={<IconAlertTriangle aria-hidden />}
        styles={readableAlert('orange')}
        w="100%"
      >
        {MAILVERSAND_UI.keinJob}
      </Alert>
      <Group gap="sm">
        {auftragId && (
          <Button
            leftSection={<IconMailPlus size={16} aria-hidden />}
            onClick={() => void los()}
            loading={erstellen.isPending}
          >
            {MAILVERSAND_UI.emailErstellen}
          </Button>
        )}
        <Button component={Link} to={zurueck} variant="default" leftSection={<IconArrowLeft size={16} aria-hidden />}>
          Zurück
        </Button>
      </Group>
    </Stack>
  );
}

/** Supplier, order and state under the heading. */
function JobKopf({ job }: { job: TMailVersandJob }) {
  return (
    <Group gap="sm" mb="md" mt={-8} wrap="wrap">
      <Text fw={600}>{job.versorgerName}</Text>
      <Anchor component={Link} to={bearbeitungPath(job.auftragId)} aria-label={`Auftrag ${job.vorgangsnummer} öffnen`}>
        <Badge variant="light" size="lg" radius="sm" tt="none" style={{ cursor: 'pointer' }}>
          {job.vorgangsnummer}
        </Badge>
      </Anchor>
      <Badge variant="dot" color={job.versendet ? 'teal' : 'gray'} radius="sm" tt="none" c="dark.7" size="lg">
        {job.versendet
          ? MAILVERSAND_UI.versendetAm(formatVersorgerDatum(job.angefragtDate))
          : MAILVERSAND_UI.nichtVersendet}
      </Badge>
    </Group>
  );
}

/**
 * /editEmailJob/{versorgerId}/{auftragId?}?f=e|a (spec 001 §2): one supplier's mail. Back to /emails/{auftragId} (f=e),
 * /bearbeitungslist/{auftragId} (f=a), else /mailversand.
 */
export function EditEmailJobPage() {
  const { versorgerId = '', auftragId } = useParams();
  const [search] = useSearchParams();
  const job = trpc.mailversand.job.useQuery({ id: versorgerId, ...(auftragId ? { auftragId } : {}) }, { retry: false });
  const vorlagen = trpc.mailversand.vorlagen.useQuery();
  const zurueck = rueckweg(search.get('f'), auftragId ?? job.data?.auftragId);

  return (
    <Box maw={1400}>
      <PageTitle title={MAILVERSAND_UI.jobTitel} />
      {job.error && istKeinJob(job.error) ? (
        <KeinJob versorgerId={versorgerId} auftragId={auftragId} zurueck={zurueck} />
      ) : (
        <LoadGate
          error={job.error ?? vorlagen.error}
          ready={job.data !== undefined && vorlagen.data !== undefined}
          loadingLabel="E-Mail wird geladen"
          notFoundTitle={MAILVERSAND_UI.jobNichtGefundenTitel}
        >
          {() =>
            job.data &&
            vorlagen.data && (
              <>
                <JobKopf job={job.data} />
                <MailJobForm key={job.data.id} job={job.data} vorlagen={vorlagen.data} zurueck={zurueck} />
              </>
            )
          }
        </LoadGate>
      )}
    </Box>
  );
}
