import {
  Alert,
  Button,
  Checkbox,
  Group,
  Loader,
  ScrollArea,
  Select,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { TGemeindeRef, TKreis } from '@lap/contracts';
import { useDebouncedValue } from '@mantine/hooks';
import { IconMapPin, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage, trpc } from '../../../trpc';
import { NB_UI_MSG } from '../messages';

export interface GemeindeAuswahlProps {
  selected: ReadonlyMap<number, TGemeindeRef>;
  kreise: readonly TKreis[];
  kreiseLoading: boolean;
  onAdd: (gemeinden: readonly TGemeindeRef[]) => void;
  onRemove: (id: number) => void;
}

const SUCHE_MIN = 2;

/** Choosing municipalities: by the search (name or AGS, ≥ 2 characters) or a whole district ('ganzer Landkreis'). */
export function GemeindeAuswahl({ selected, kreise, kreiseLoading, onAdd, onRemove }: GemeindeAuswahlProps) {
  const utils = trpc.useUtils();
  const [suche, setSuche] = useState('');
  const [debounced] = useDebouncedValue(suche.trim(), 300);
  const treffer = trpc.netzbetreiber.gemeindeSuche.useQuery(
    { suche: debounced },
    { enabled: debounced.length >= SUCHE_MIN },
  );
  const [kreis, setKreis] = useState<string | null>(null);
  const [kreisLaedt, setKreisLaedt] = useState(false);
  const [kreisMeldung, setKreisMeldung] = useState<{ text: string; fehler: boolean } | null>(null);

  const ganzerLandkreis = async () => {
    if (!kreis) {
      setKreisMeldung({ text: 'Bitte wählen Sie einen Landkreis.', fehler: true });
      return;
    }
    setKreisLaedt(true);
    setKreisMeldung(null);
    try {
      const result = await utils.netzbetreiber.kreisGemeinden.fetch({ kreis });
      onAdd(result.gemeinden);
      setKreisMeldung({
        text: `${NB_UI_MSG.gemeindenAnzahl(result.gemeinden.length)} aus „${result.name}“ ausgewählt.`,
        fehler: false,
      });
    } catch (error) {
      setKreisMeldung({ text: errorMessage(error), fehler: true });
    } finally {
      setKreisLaedt(false);
    }
  };

  const hits = treffer.data ?? [];
  const zuKurz = suche.trim().length > 0 && suche.trim().length < SUCHE_MIN;
  return (
    <Stack gap="md">
      <Title order={3} size="h5">
        Gemeinden auswählen
      </Title>
      <Stack gap={6}>
        <TextInput
          label="Gemeinde suchen"
          description="Name oder Gemeindeschlüssel (AGS), mindestens 2 Zeichen"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={suche}
          onChange={(e) => setSuche(e.currentTarget.value)}
          error={zuKurz ? NB_UI_MSG.suchbegriffZuKurz : undefined}
          autoComplete="off"
          type="search"
        />
        <div aria-live="polite">
          {debounced.length >= SUCHE_MIN &&
            (treffer.isFetching && !treffer.data ? (
              <Group gap="xs" py={4}>
                <Loader size="xs" aria-hidden />
                <Text size="sm">Gemeinden werden gesucht …</Text>
              </Group>
            ) : treffer.isError ? (
              <Alert color="red" variant="light" c="red.9">
                {errorMessage(treffer.error)}
              </Alert>
            ) : hits.length === 0 ? (
              <Text size="sm" c="dimmed" py={4}>
                {NB_UI_MSG.keineTreffer}
              </Text>
            ) : (
              <Stack gap={6}>
                <Group justify="space-between" gap="xs">
                  <Text size="sm" id="gemeinde-treffer-titel">
                    {hits.length === 1 ? '1 Treffer' : `${hits.length} Treffer`}
                  </Text>
                  <Button size="compact-sm" variant="subtle" onClick={() => onAdd(hits)}>
                    alle Treffer auswählen
                  </Button>
                </Group>
                <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars>
                  <Stack gap={6} role="group" aria-labelledby="gemeinde-treffer-titel" py={2}>
                    {hits.map((g) => (
                      <Checkbox
                        key={g.id}
                        label={`${g.name} (${g.ags})`}
                        checked={selected.has(g.id)}
                        onChange={(e) => (e.currentTarget.checked ? onAdd([g]) : onRemove(g.id))}
                      />
                    ))}
                  </Stack>
                </ScrollArea.Autosize>
              </Stack>
            ))}
        </div>
      </Stack>

      <Stack gap={6}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <Select
            label="Landkreis"
            placeholder={kreiseLoading ? 'Landkreise werden geladen …' : 'Landkreis wählen'}
            data={kreise.map((k) => ({
              value: k.kreis,
              label: `${k.name} (${NB_UI_MSG.gemeindenAnzahl(k.anzahlGemeinden)})`,
            }))}
            value={kreis}
            onChange={setKreis}
            searchable
            nothingFoundMessage="Kein Landkreis gefunden"
            style={{ flex: 1 }}
            comboboxProps={{ withinPortal: true }}
          />
          <Button
            variant="light"
            leftSection={<IconMapPin size={16} aria-hidden />}
            loading={kreisLaedt}
            onClick={() => void ganzerLandkreis()}
          >
            ganzer Landkreis
          </Button>
        </Group>
        <div aria-live="polite">
          {kreisMeldung && (
            <Text size="sm" c={kreisMeldung.fehler ? 'red.9' : undefined}>
              {kreisMeldung.text}
            </Text>
          )}
        </div>
      </Stack>
    </Stack>
  );
}
