import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';

// The bench's HTTP client on a thread of its own (bench/orders.ts): the server's JavaScript keeps
// the main thread, and the CPU the client spends (building requests, fetch, decompressing and
// parsing the answers) is measured apart from the server's, so a figure per placed order is the
// server's own. Requests run `concurrency` at a time, in order.

export interface ClientRequest {
  path: string;
  /** JSON body (POST); none: GET. */
  body?: unknown;
}

export interface Outcome {
  status: number;
  code?: string;
}

export interface ClientRun {
  results: Outcome[];
  /** Wall time of the whole run, s. */
  seconds: number;
  /** CPU time of the client's thread during the run, ms. */
  cpuMs: number;
}

interface Job {
  base: string;
  token: string;
  requests: ClientRequest[];
  concurrency: number;
}

/** Runs the requests from a worker thread against `base` and answers what came back. */
export function runClient(job: Job): Promise<ClientRun> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: job });
    worker.once('message', (run: ClientRun) => {
      resolve(run);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

async function clientThread({ base, token, requests, concurrency }: Job): Promise<ClientRun> {
  const results: Outcome[] = new Array(requests.length);
  let next = 0;
  const cpuBefore = process.threadCpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests.length) {
        const i = next++;
        const request = requests[i]!;
        const response = await fetch(`${base}${request.path}`, {
          method: request.body === undefined ? 'GET' : 'POST',
          headers: {
            authorization: `Bearer ${token}`,
            ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: request.body === undefined ? undefined : JSON.stringify(request.body),
        });
        const answer = (await response.json()) as { code?: string };
        results[i] = { status: response.status, code: answer.code };
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.threadCpuUsage(cpuBefore);
  return { results, seconds, cpuMs: (cpu.user + cpu.system) / 1000 };
}

if (!isMainThread && parentPort) parentPort.postMessage(await clientThread(workerData as Job));
