import { Alert, Box, Button, Center, Grid, Loader, Stack } from '@mantine/core';
import type { TAngebotView } from '@lap/contracts';
import { PageTitle } from '@lap/ui';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconCircleCheck,
  IconInfoCircle,
  IconLock,
  IconMailForward,
  IconX,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { errorMessage, trpc } from '../../../trpc';
import { angebotBanner, isAngebotEditable, type TBannerTone } from '../angebot-status';
import { useAngebotRefresh } from '../hooks/useAngebotRefresh';
import { ANGEBOT_UI_MSG } from '../messages';
import classes from './Angebot.module.css';
import { AngebotKopf } from './AngebotKopf';
import { AntragstellerCard } from './AntragstellerCard';
import { BemerkungCard } from './BemerkungCard';
import { GemeindenCard } from './GemeindenCard';
import { PositionenCard, positionTotals } from './PositionenCard';
import { VersandCard } from './VersandCard';
import { ANTRAG_STATUS_ID } from '@lap/contracts';

const BANNER_ICON: Record<TBannerTone, ReactNode> = {
  gray: <IconInfoCircle aria-hidden />,
  blue: <IconMailForward aria-hidden />,
  red: <IconX aria-hidden />,
  teal: <IconCircleCheck aria-hidden />,
  dark: <IconLock aria-hidden />,
};

/** Mantine's light alert writes in the tone's mid shade, too pale for WCAG AA: the text is dark, the tone is the tint and icon. */
const bannerStyles = (tone: TBannerTone) => ({
  title: { color: 'var(--mantine-color-text)' },
  message: { color: 'var(--mantine-color-text)' },
  icon: { color: `var(--mantine-color-${tone}-9)` },
});

function AngebotBearbeiten({ view }: { view: TAngebotView }) {
  const refresh = useAngebotRefresh(view.id);
  const [bemerkungDirty, setBemerkungDirty] = useState(false);
  // A request without an offer yet has no positions to ask for (the server answers 404 then).
  const positionen = trpc.angebot.positionen.useQuery({ antragId: view.id }, { enabled: view.angebotId !== null });
  const positions = view.angebotId ? (positionen.data ?? []) : [];
  const banner = angebotBanner(view);
  const editable = isAngebotEditable(view.antragStatus);

  return (
    <Box maw={1400} mx="auto">
      <AngebotKopf view={view} onChanged={refresh} />
      <Stack gap="md">
        {view.erstKunde && (
          <Alert
            color="yellow"
            variant="light"
            icon={<IconAlertTriangle aria-hidden />}
            classNames={{ root: classes.erstkunde }}
          >
            <strong>{ANGEBOT_UI_MSG.erstkunde}</strong>
          </Alert>
        )}
        <Alert
          color={banner.tone}
          variant="light"
          icon={BANNER_ICON[banner.tone]}
          title={banner.title}
          role="status"
          styles={bannerStyles(banner.tone)}
        >
          {banner.detail}
          {!editable && view.antragStatus !== ANTRAG_STATUS_ID.beendet
            ? `${banner.detail ? ' · ' : ''}${ANGEBOT_UI_MSG.nurLesen}`
            : null}
        </Alert>
        {/* top to bottom the way an offer is made: who and where, the positions, the remark, sending */}
        <Grid gutter="md" align="stretch">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <GemeindenCard view={view} onChanged={refresh} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <AntragstellerCard view={view} />
          </Grid.Col>
          <Grid.Col span={12}>
            <PositionenCard
              view={view}
              positions={positions}
              loading={view.angebotId !== null && positionen.isPending}
              error={view.angebotId ? positionen.error : null}
              onChanged={refresh}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <BemerkungCard view={view} onChanged={refresh} onDirtyChange={setBemerkungDirty} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <VersandCard
              view={view}
              totals={positionTotals(positions)}
              positionCount={positions.length}
              bemerkungDirty={bemerkungDirty}
              onChanged={refresh}
            />
          </Grid.Col>
        </Grid>
      </Stack>
    </Box>
  );
}

/** /angebot/{antragId} for staff: price, remark and send the offer of a sent request (001 §2 Offers). */
export function AngebotBearbeitenPage() {
  const { antragId = '' } = useParams();
  const view = trpc.angebot.byAntragId.useQuery({ antragId });
  if (view.data) return <AngebotBearbeiten view={view.data} />;
  return (
    <Box maw={1400} mx="auto">
      <PageTitle title="Angebot" />
      {view.isError ? (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title="Das Angebot konnte nicht geladen werden."
          styles={bannerStyles('red')}
        >
          <Stack gap="sm" align="flex-start">
            <span>{errorMessage(view.error)}</span>
            <Button
              component={Link}
              to="/angebote"
              variant="default"
              size="sm"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
            >
              Zur Angebotsübersicht
            </Button>
          </Stack>
        </Alert>
      ) : (
        <Center h={300}>
          <Loader aria-label="Angebot wird geladen" />
        </Center>
      )}
    </Box>
  );
}
