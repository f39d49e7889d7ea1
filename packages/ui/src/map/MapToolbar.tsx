import { Button, Group, SegmentedControl, Text } from '@mantine/core';
import { IconHandStop, IconLine, IconPointer, IconPolygon, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import type { DrawMode } from './shapes-controller.js';
import { MAP_TEXT } from './texts.js';

export interface MapToolbarProps {
  mode: DrawMode;
  canDelete: boolean;
  onModeChange: (mode: DrawMode) => void;
  onDelete: () => void;
  /** While the map prints. */
  disabled?: boolean;
}

const label = (icon: ReactNode, text: string): ReactNode => (
  <Group gap={6} wrap="nowrap" justify="center">
    {icon}
    <span>{text}</span>
  </Group>
);

const TOOLS: { value: DrawMode; label: ReactNode }[] = [
  { value: 'static', label: label(<IconHandStop size={16} aria-hidden />, MAP_TEXT.ansicht) },
  { value: 'polygon', label: label(<IconPolygon size={16} aria-hidden />, MAP_TEXT.flaecheZeichnen) },
  { value: 'linestring', label: label(<IconLine size={16} aria-hidden />, MAP_TEXT.linieZeichnen) },
  { value: 'select', label: label(<IconPointer size={16} aria-hidden />, MAP_TEXT.bearbeiten) },
];

const isDrawMode = (v: string): v is DrawMode => TOOLS.some((t) => t.value === v);

const HINT: Partial<Record<DrawMode, string>> = {
  polygon: MAP_TEXT.hilfePolygon,
  linestring: MAP_TEXT.hilfeLinie,
  select: MAP_TEXT.hilfeBearbeiten,
};

/**
 * The drawing tools. How shapes are finished with terra-draw (also what the e2e tests do):
 * - Fläche: click ≥ 3 points on the map, then click the FIRST point again (or the last point again, i.e.
 *   a double-click on the last point) or press Enter. Fewer than 3 points do not close.
 * - Linie: click ≥ 2 points, then click the LAST point again (a double-click on the last point) or press
 *   Enter.
 * - Bearbeiten: click a shape to select it; drag a vertex, a midpoint (adds a vertex) or the shape itself;
 *   each finished drag is saved through onShapeChanged. Escape deselects; "Löschen" (or the Delete key on
 *   the map) deletes the selection.
 * Keep clicked points more than 40 px apart: a click within 40 px of the first/last point closes the shape,
 * and in "Bearbeiten" a drag starting within 40 px of a vertex or midpoint moves that point, not the shape.
 * Tests pick a tool by clicking its visible text (the radio inputs themselves sit off-screen).
 */
export function MapToolbar({ mode, canDelete, onModeChange, onDelete, disabled = false }: MapToolbarProps) {
  const hint = HINT[mode];
  return (
    <div>
      <Group gap="xs" wrap="wrap">
        <SegmentedControl
          aria-label={MAP_TEXT.werkzeug}
          value={mode}
          onChange={(v) => isDrawMode(v) && onModeChange(v)}
          data={TOOLS}
          disabled={disabled}
        />
        <Button
          variant="outline"
          color="red.9"
          leftSection={<IconTrash size={16} aria-hidden />}
          disabled={disabled || !canDelete}
          onClick={onDelete}
          title={MAP_TEXT.loeschenHinweis}
        >
          {MAP_TEXT.loeschen}
        </Button>
      </Group>
      {/* The line is always there, so switching tools does not move the map. */}
      <Text size="xs" c="gray.7" mt={4} mih={18}>
        {hint ?? ''}
      </Text>
    </div>
  );
}
