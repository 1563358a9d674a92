import { create } from 'zustand';

// Whether the service-area panel is open, and which service it judges. The header's trigger and
// the product page's block both open the one panel; the product page names its service while it
// is shown, so the panel's verdict (spec §2: in the service area or not) is about that service.

/** What the panel needs of a service to say whether a technician serves the area. */
export interface ServiceAreaSubject {
  productId: string;
  workType: string;
}

interface PanelState {
  open: boolean;
  /** Set on the first opening: the panel's code is loaded from then on. */
  requested: boolean;
  subject: ServiceAreaSubject | null;
}

const usePanelStore = create<PanelState>(() => ({ open: false, requested: false, subject: null }));

export function openServiceAreaPanel(): void {
  usePanelStore.setState({ open: true, requested: true });
}

export function closeServiceAreaPanel(): void {
  usePanelStore.setState({ open: false });
}

export function useServiceAreaPanel(): Pick<PanelState, 'open' | 'requested'> {
  const open = usePanelStore((state) => state.open);
  const requested = usePanelStore((state) => state.requested);
  return { open, requested };
}

/** The product page names its service while shown; returns the function that withdraws it. */
export function setServiceAreaSubject(subject: ServiceAreaSubject): () => void {
  usePanelStore.setState({ subject });
  return () => {
    if (usePanelStore.getState().subject === subject) usePanelStore.setState({ subject: null });
  };
}

export function useServiceAreaSubject(): ServiceAreaSubject | null {
  return usePanelStore((state) => state.subject);
}
