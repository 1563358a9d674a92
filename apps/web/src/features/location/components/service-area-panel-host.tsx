import { Component, lazy, Suspense, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { withChunkReload } from '../../../shared/lib/chunk-reload';
import { closeServiceAreaPanel, useServiceAreaPanel } from '../lib/panel-store';

// Where the one service-area panel lives (the header mounts it). Its code, the pickers and the
// search over the tree, downloads the first time the panel is asked for, not with the page.

const ServiceAreaPanel = lazy(withChunkReload(() => import('./service-area-panel')));

/** A panel whose code cannot be fetched (offline) leaves the page as it is; the next opening tries again. */
class PanelLoadBoundary extends Component<
  { open: boolean; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    closeServiceAreaPanel();
  }

  override componentDidUpdate(previous: { open: boolean }) {
    if (this.state.failed && this.props.open && !previous.open) this.setState({ failed: false });
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function ServiceAreaPanelHost() {
  const { open, requested } = useServiceAreaPanel();
  const { pathname } = useLocation();
  // Another page (the browser's back button) does not keep the panel open.
  useEffect(() => closeServiceAreaPanel(), [pathname]);
  if (!requested) return null;
  return (
    <PanelLoadBoundary open={open}>
      <Suspense fallback={null}>
        <ServiceAreaPanel />
      </Suspense>
    </PanelLoadBoundary>
  );
}
