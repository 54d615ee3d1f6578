/**
 * The local backend's HTTP server on a spare loopback port, over an open database, for tests
 * that talk to it through supabase-js or fetch.
 */
import type { AddressInfo } from 'node:net';
import type { Database } from '../../scripts/local-backend/database.mjs';
import { createLocalBackendServer, loadColumns } from '../../scripts/local-backend/server.mjs';

export interface RunningBackend {
  url: string;
  server: ReturnType<typeof createLocalBackendServer>;
  stop(): Promise<void>;
}

export async function startLocalBackend(db: Database, options: { testFaults?: boolean } = {}): Promise<RunningBackend> {
  const server = createLocalBackendServer({ db, columns: await loadColumns(db), ...options });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
