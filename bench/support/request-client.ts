import { Agent, request as httpRequest } from 'node:http';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

// The bench's HTTP client on a thread of its own (bench/orders.ts): the server's JavaScript keeps
// the main thread, and the CPU the client spends (building requests, sending them, decompressing and
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

/** One request over the keep-alive `agent`: its status and the answer's error code, if any. */
function send(agent: Agent, url: URL, token: string, request: ClientRequest): Promise<Outcome> {
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      url,
      {
        agent,
        method: body === undefined ? 'GET' : 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          // What fetch and browsers ask for, so the server compresses as it would for them.
          'accept-encoding': 'br, gzip',
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          try {
            const raw = Buffer.concat(chunks);
            const encoding = response.headers['content-encoding'];
            const text = (
              encoding === 'br'
                ? brotliDecompressSync(raw)
                : encoding === 'gzip'
                  ? gunzipSync(raw)
                  : raw
            ).toString('utf8');
            const answer = JSON.parse(text) as { code?: string };
            resolve({ status: response.statusCode ?? 0, code: answer.code });
          } catch (error) {
            reject(error as Error);
          }
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}

async function clientThread({ base, token, requests, concurrency }: Job): Promise<ClientRun> {
  const results: Outcome[] = new Array(requests.length);
  // One kept-alive connection for each request in flight, as fetch's pool keeps them.
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  let next = 0;
  const cpuBefore = process.threadCpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < requests.length) {
        const i = next++;
        const request = requests[i]!;
        results[i] = await send(agent, new URL(request.path, base), token, request);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.threadCpuUsage(cpuBefore);
  agent.destroy();
  return { results, seconds, cpuMs: (cpu.user + cpu.system) / 1000 };
}

if (!isMainThread && parentPort) parentPort.postMessage(await clientThread(workerData as Job));
