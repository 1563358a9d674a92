import * as page from './page-extras';

// On-site extras (decision 080): what other modules use of this one — the customer's extras on
// their tracking page (the tracking module's routes), and an order's extras for its pages.

export const readPageExtras = page.readPageExtras;
export const approveOnPage = page.approveOnPage;
export const declineOnPage = page.declineOnPage;
