import { Progress } from '@mantine/core';
import { useNavigation } from 'react-router';

/** A thin bar at the top while a lazy route or loader is on its way. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <Progress
      value={100}
      animated
      size={3}
      radius={0}
      aria-label="Seite wird geladen"
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    />
  );
}
