import { useNavigation } from 'react-router';
import classes from './Shell.module.css';

/**
 * A thin striped bar at the top while a lazy route or loader is on its way. Plain markup and CSS rather than Mantine's
 * Progress: it is part of the shell on the first page (issue 18).
 */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div className={classes.navigationProgress} role="progressbar" aria-label="Seite wird geladen" aria-busy="true" />
  );
}
