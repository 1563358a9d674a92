// What a page shows when its data could not be read. Only a first load that failed replaces the
// page with the error: a background refresh that failed keeps the data already shown, and with it
// any form being filled in (nothing typed is lost because a refresh failed).

export const firstLoadFailed = (query: { isError: boolean; data?: unknown }): boolean =>
  query.isError && query.data === undefined;
