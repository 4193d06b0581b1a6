import { useEffect } from 'react';
import { LIMITS } from '@pilewise/contracts';
import { notifications } from '@mantine/notifications';
import { signOutEverywhere } from '../../lib/sign-out';

const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * Spec §4: after 20 minutes without activity the user is signed out. Activity is sampled
 * at most every 500 ms so mouse moves don't reset a timer hundreds of times a second.
 */
export function useIdleSignOut(
  enabled: boolean,
  timeoutMs: number = LIMITS.IDLE_TIMEOUT_MS,
  throttleMs: number = LIMITS.IDLE_THROTTLE_MS,
) {
  useEffect(() => {
    if (!enabled) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let lastActivity = 0;

    const arm = () => {
      if (timer) clearTimeout(timer);
      timer = setTimeout(() => {
        void signOutEverywhere();
        notifications.show({
          color: 'yellow',
          title: 'Signed out',
          message: `You were signed out after ${Math.round(timeoutMs / 60000)} minutes without activity.`,
        });
      }, timeoutMs);
    };
    const onActivity = () => {
      const now = Date.now();
      if (now - lastActivity < throttleMs) return;
      lastActivity = now;
      arm();
    };

    arm();
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    return () => {
      if (timer) clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
    };
  }, [enabled, timeoutMs, throttleMs]);
}
