import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

type Phase = 'hidden' | 'loading' | 'finishing';

export function LoadingBarView({ phase }: { phase: Phase }) {
  const { t } = useTranslation('common');
  if (phase === 'hidden') return null;
  return (
    <div
      className={`route-loading-bar route-loading-bar--${phase}`}
      role="progressbar"
      aria-label={t('app.loadingPage')}
      aria-busy={phase === 'loading'}
    />
  );
}

// Shown only after a short pause, so instant navigations do not flicker.
const showAfterMs = 120;
const finishMs = 350;

/** A thin bar at the top while a lazy page or a loader is pending (spec §2). */
export function RouteLoadingBar() {
  const busy = useNavigation().state !== 'idle';
  const [phase, setPhase] = useState<Phase>('hidden');
  useEffect(() => {
    if (busy) {
      const show = setTimeout(() => setPhase('loading'), showAfterMs);
      return () => clearTimeout(show);
    }
    const finish = setTimeout(() => setPhase((p) => (p === 'loading' ? 'finishing' : 'hidden')), 0);
    const hide = setTimeout(() => setPhase('hidden'), finishMs);
    return () => {
      clearTimeout(finish);
      clearTimeout(hide);
    };
  }, [busy]);
  return <LoadingBarView phase={phase} />;
}
