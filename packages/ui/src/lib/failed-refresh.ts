import { waitFor } from '@testing-library/react';

// For tests of pages that keep their data through a failed refresh (query-states.ts): refreshes
// every query (the test's stand-in now answers with errors) and waits until one has failed.

interface RefreshingClient {
  refetchQueries(): Promise<unknown>;
  getQueryCache(): { getAll(): Array<{ state: { status: string } }> };
}

export async function refreshFailing(client: RefreshingClient): Promise<void> {
  void client.refetchQueries();
  await waitFor(() => {
    if (
      !client
        .getQueryCache()
        .getAll()
        .some((query) => query.state.status === 'error')
    )
      throw new Error('no query has failed yet');
  });
}
