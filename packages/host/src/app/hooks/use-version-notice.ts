import { useCallback, useEffect, useState } from 'react';
import {
  createVersionFileFetcher,
  createVersionPoller,
  type TimerHandle,
  type VersionNotice,
} from '@sfc/core';
import { useServices } from '../../lib/services.js';

/**
 * Portal-spec §4 new-version detection with core's poller: `/vers.json` every 60 s; when the
 * deployed build differs from the one this page started with, the notice shows for 60 s.
 */
export function useVersionNotice(): { notice: VersionNotice | null; dismiss: () => void } {
  const { clock } = useServices();
  const [notice, setNotice] = useState<VersionNotice | null>(null);
  useEffect(() => {
    let hide: TimerHandle | undefined;
    const poller = createVersionPoller({
      fetchVersion: createVersionFileFetcher((url, init) => fetch(url, init)),
      clock,
      onNewVersion: (next) => {
        setNotice(next);
        if (hide !== undefined) clock.clearTimeout(hide);
        hide = clock.setTimeout(() => setNotice(null), next.durationMs);
      },
    });
    poller.start();
    return () => {
      poller.stop();
      if (hide !== undefined) clock.clearTimeout(hide);
    };
  }, [clock]);
  const dismiss = useCallback(() => setNotice(null), []);
  return { notice, dismiss };
}
