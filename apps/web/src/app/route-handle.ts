/** What a route may tell the layout through its `handle`. */
export interface RouteHandle {
  /** The page draws no header (spec §2: /login). */
  hideHeader?: boolean;
  /** The page's name without locale, for tests and analytics. */
  page?: string;
}
