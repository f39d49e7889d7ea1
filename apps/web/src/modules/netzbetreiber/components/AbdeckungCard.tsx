import {
  Alert,
  Badge,
  Button,
  Center,
  Checkbox,
  CloseButton,
  Divider,
  Grid,
  Group,
  Loader,
  Paper,
  Progress,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { TGemeindeRef } from '@lap/contracts';
import { notifyError, notifySuccess } from '@lap/ui';
import { useQueryClient } from '@tanstack/react-query';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { errorMessage, trpc } from '../../../trpc';
import { withGemeinden, withoutGemeinde } from '../coverage';
import { NB_UI_MSG, TOAST_KURZ_MS } from '../messages';
import { netzbetreiberGridKey } from '../query-keys';
import { AbgedeckteGemeinden } from './AbgedeckteGemeinden';
import { GemeindeAuswahl } from './GemeindeAuswahl';

type Aktion = 'hinzufuegen' | 'entfernen';

/**
 * The coverage editor: the operator's municipalities × Netzarten. Municipalities are chosen by search, by a
 * whole district or from the covered list; the chosen Netzarten are added to or removed from all of them.
 */
export function AbdeckungCard({ netzbetreiberId }: { netzbetreiberId: number }) {
  const queryClient = useQueryClient();
  const coverage = trpc.netzbetreiber.coverage.useQuery({ netzbetreiberId });
  const netzarten = trpc.stammdaten.allNetzarten.useQuery(undefined, { staleTime: 5 * 60_000 });
  const kreise = trpc.netzbetreiber.kreise.useQuery(undefined, { staleTime: 5 * 60_000 });
  const setCoverage = trpc.netzbetreiber.setCoverage.useMutation();
  const [auswahl, setAuswahl] = useState<Map<number, TGemeindeRef>>(() => new Map());
  const [netzartIds, setNetzartIds] = useState<string[]>([]);
  const [fehler, setFehler] = useState<{ gemeinden?: string; netzarten?: string }>({});
  const [ergebnis, setErgebnis] = useState('');
  const [laufend, setLaufend] = useState<Aktion | null>(null);

  const add = useCallback((gemeinden: readonly TGemeindeRef[]) => {
    setAuswahl((s) => withGemeinden(s, gemeinden));
    setFehler((f) => ({ ...f, gemeinden: undefined }));
  }, []);
  const remove = useCallback((id: number) => setAuswahl((s) => withoutGemeinde(s, id)), []);

  const netzartNames = useMemo(() => new Map((netzarten.data ?? []).map((n) => [n.id, n.name])), [netzarten.data]);
  const kreisNames = useMemo(() => new Map((kreise.data ?? []).map((k) => [k.kreis, k.name])), [kreise.data]);
  const netzartName = useCallback((id: number) => netzartNames.get(id) ?? `Netzart ${id}`, [netzartNames]);
  const kreisName = useCallback((kreis: string) => kreisNames.get(kreis) ?? kreis, [kreisNames]);

  const apply = async (aktion: Aktion) => {
    const next = {
      gemeinden: auswahl.size === 0 ? NB_UI_MSG.gemeindenFehlen : undefined,
      netzarten: netzartIds.length === 0 ? NB_UI_MSG.netzartenFehlen : undefined,
    };
    setFehler(next);
    setErgebnis('');
    if (next.gemeinden || next.netzarten) return;
    setLaufend(aktion);
    try {
      const result = await setCoverage.mutateAsync({
        netzbetreiberId,
        aktion,
        gemeindeIds: [...auswahl.keys()],
        netzartIds: netzartIds.map(Number),
      });
      setErgebnis(
        aktion === 'hinzufuegen' ? NB_UI_MSG.hinzugefuegt(result.hinzugefuegt) : NB_UI_MSG.entfernt(result.entfernt),
      );
      notifySuccess(NB_UI_MSG.speichernErfolgreich, TOAST_KURZ_MS);
      await coverage.refetch();
      void queryClient.invalidateQueries({ queryKey: netzbetreiberGridKey() });
    } catch (error) {
      notifyError(NB_UI_MSG.speichernFehler(errorMessage(error)));
    } finally {
      setLaufend(null);
    }
  };

  const anzahl = coverage.data?.gemeinden.length ?? 0;
  const auswahlListe = [...auswahl.values()];

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="nb-abdeckung-titel">
      <Group justify="space-between" align="center" mb="sm" gap="xs">
        <Title order={2} size="h4" id="nb-abdeckung-titel">
          Abdeckung
        </Title>
        <Text fw={600} aria-live="polite" data-testid="abdeckung-anzahl">
          {coverage.data ? `${NB_UI_MSG.gemeindenAnzahl(anzahl)} abgedeckt` : ''}
        </Text>
      </Group>

      {coverage.isPending ? (
        <Center h={160}>
          <Loader aria-label="Abdeckung wird geladen" />
        </Center>
      ) : coverage.isError ? (
        <Alert color="red" variant="light" c="red.9" title={NB_UI_MSG.ladenFehler}>
          <Group gap="sm">
            <span>{errorMessage(coverage.error)}</span>
            <Button size="compact-sm" variant="light" color="red" onClick={() => void coverage.refetch()}>
              Erneut versuchen
            </Button>
          </Group>
        </Alert>
      ) : (
        <Stack gap="md">
          {coverage.data.netzarten.length > 0 && (
            <Group gap={6} aria-label="Gemeinden je Netzart" role="list">
              {coverage.data.netzarten.map((n) => (
                <Badge
                  key={n.netzartId}
                  role="listitem"
                  variant="light"
                  color="lapBlue"
                  c="lapBlue.9"
                  tt="none"
                  size="lg"
                  radius="sm"
                >
                  {n.name}: {n.anzahlGemeinden.toLocaleString('de-DE')}
                </Badge>
              ))}
            </Group>
          )}

          <Grid gutter="lg">
            <Grid.Col span={{ base: 12, md: 6 }}>
              <GemeindeAuswahl
                selected={auswahl}
                kreise={kreise.data ?? []}
                kreiseLoading={kreise.isPending}
                onAdd={add}
                onRemove={remove}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 6 }}>
              <Stack gap="md">
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs">
                    <Title order={3} size="h5" id="nb-auswahl-titel">
                      Ausgewählte Gemeinden ({auswahl.size.toLocaleString('de-DE')})
                    </Title>
                    {auswahl.size > 0 && (
                      <Button size="compact-sm" variant="subtle" color="dark" onClick={() => setAuswahl(new Map())}>
                        Auswahl leeren
                      </Button>
                    )}
                  </Group>
                  {auswahlListe.length === 0 ? (
                    <Text size="sm" c={fehler.gemeinden ? 'red.9' : 'dimmed'} id="nb-auswahl-hinweis">
                      {fehler.gemeinden ?? NB_UI_MSG.keineAuswahl}
                    </Text>
                  ) : (
                    <ScrollArea.Autosize mah={168} type="auto" offsetScrollbars>
                      <Group gap={6} role="list" aria-labelledby="nb-auswahl-titel">
                        {auswahlListe.map((g) => (
                          <Badge
                            key={g.id}
                            role="listitem"
                            variant="outline"
                            color="gray"
                            c="dark.7"
                            tt="none"
                            size="lg"
                            radius="sm"
                            pr={2}
                            rightSection={
                              <CloseButton size="sm" aria-label={`${g.name} abwählen`} onClick={() => remove(g.id)} />
                            }
                          >
                            {g.name}
                          </Badge>
                        ))}
                      </Group>
                    </ScrollArea.Autosize>
                  )}
                </Stack>

                <Checkbox.Group
                  label="Netzarten"
                  value={netzartIds}
                  onChange={(v) => {
                    setNetzartIds(v);
                    setFehler((f) => ({ ...f, netzarten: undefined }));
                  }}
                  error={fehler.netzarten}
                >
                  {netzarten.isPending ? (
                    <Loader size="sm" mt="xs" aria-label="Netzarten werden geladen" />
                  ) : netzarten.isError ? (
                    <Text c="red.9" size="sm" mt="xs">
                      {errorMessage(netzarten.error)}
                    </Text>
                  ) : (
                    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing={6} mt="xs">
                      {netzarten.data.map((n) => (
                        <Checkbox key={n.id} value={String(n.id)} label={n.name} />
                      ))}
                    </SimpleGrid>
                  )}
                </Checkbox.Group>

                <Group gap="sm">
                  <Button
                    leftSection={<IconPlus size={16} aria-hidden />}
                    loading={laufend === 'hinzufuegen'}
                    disabled={laufend !== null}
                    onClick={() => void apply('hinzufuegen')}
                  >
                    hinzufügen
                  </Button>
                  <Button
                    variant="light"
                    color="red.8"
                    c="red.9"
                    leftSection={<IconMinus size={16} aria-hidden />}
                    loading={laufend === 'entfernen'}
                    disabled={laufend !== null}
                    onClick={() => void apply('entfernen')}
                  >
                    entfernen
                  </Button>
                </Group>
                <div aria-live="polite">
                  {laufend ? (
                    <Stack gap={4}>
                      <Progress value={100} striped animated aria-label={NB_UI_MSG.wirdGespeichert} />
                      <Text size="sm">{NB_UI_MSG.wirdGespeichert}</Text>
                    </Stack>
                  ) : (
                    ergebnis && (
                      <Text size="sm" fw={500} data-testid="abdeckung-ergebnis">
                        {ergebnis}
                      </Text>
                    )
                  )}
                </div>
              </Stack>
            </Grid.Col>
          </Grid>

          <Divider />
          <AbgedeckteGemeinden
            gemeinden={coverage.data.gemeinden}
            netzarten={coverage.data.netzarten}
            netzartName={netzartName}
            kreisName={kreisName}
            selected={auswahl}
            onAdd={add}
            onRemove={remove}
          />
        </Stack>
      )}
    </Paper>
  );
}
