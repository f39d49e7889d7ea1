import { Anchor, Group, Text } from '@mantine/core';
import { APP_NAME } from '@lap/ui';
import { DATENSCHUTZ_URL, IMPRESSUM_URL } from '../../../config';
import classes from './Shell.module.css';

/** spec 000 §2: footer with Impressum, Datenschutz and copyright, on every page. */
export function Footer() {
  const year = new Date().getFullYear();
  return (
    <footer className={classes.footer}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="dimmed">
          © {year} {APP_NAME}
        </Text>
        <Group gap="lg" component="nav" aria-label="Rechtliches">
          <Anchor
            href={IMPRESSUM_URL}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            c="dimmed"
            title="Öffnet in einem neuen Fenster"
          >
            Impressum
          </Anchor>
          <Anchor
            href={DATENSCHUTZ_URL}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            c="dimmed"
            title="Öffnet in einem neuen Fenster"
          >
            Datenschutz
          </Anchor>
        </Group>
      </Group>
    </footer>
  );
}
