import { Text } from '@mantine/core';
import { Logo } from './logo';
import classes from './full-screen-loader.module.css';

// Spec §2: logo, animated frames and an optional progress message, over the whole screen.
export function FullScreenLoader({ message }: { message?: string | null }) {
  return (
    <div className={classes.root} role="status" aria-live="polite" aria-label={message ?? 'Loading'}>
      <Logo size={36} />
      <div className={classes.frames} aria-hidden="true">
        {[0, 1, 2, 3, 4].map((i) => (
          <span key={i} className={classes.frame} />
        ))}
      </div>
      <Text size="sm" c="gray.7">
        {message ?? 'Loading…'}
      </Text>
    </div>
  );
}
