import { Center, Loader } from '@mantine/core';

/** Shown while the first page's code loads. */
export function PageLoader() {
  return (
    <Center mih="60vh" role="status" aria-label="Seite wird geladen">
      <Loader />
    </Center>
  );
}
