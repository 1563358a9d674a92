import { fork, type ChildProcess } from 'node:child_process';
import type { IncomingMessage } from 'node:http';
import { availableParallelism, setPriority } from 'node:os';
import { fileURLToPath } from 'node:url';
import { AppError } from '../../errors';
import { INPUT_PIXELS_MAX, requireAcceptedImage, type AcceptedImageKind } from './image-kind';

// Every upload goes through this pool (decision 056): admitted before its body is read (a few
// per user, a bounded number in all: 429 UPLOADS_BUSY beyond), then encoded in one of at most
// `processes` worker processes of low priority, one image at a time per user; each
// image at most `timeoutMs`, after which its process is killed (libvips cannot be cancelled
// mid-operation) and the upload answers 422 IMAGE_TOO_COMPLEX. Closing kills every worker and
// cuts the connections of uploads still being received, so a SIGTERM is never held up by one.

export interface ImagePoolOptions {
  processes: number;
  timeoutMs: number;
  /** Uploads one user may have in the pool (received, waiting or encoded): a job's 10 photos. */
  perUser: number;
  /** Uploads the server admits at once, from every user: at most this many bodies in memory. */
  admitted: number;
}

export const IMAGE_POOL_DEFAULTS: ImagePoolOptions = {
  // One core stays free for requests (sign-ins hash passwords on the server's own threads).
  processes: Math.max(1, Math.min(2, availableParallelism() - 1)),
  timeoutMs: 20_000,
  perUser: 10,
  admitted: 24,
};

// Image work yields the processor to requests: nice 10 on a scale of -20..19.
const WORKER_PRIORITY = 10;
const WORKER_ENTRY = fileURLToPath(new URL('./image-worker.mjs', import.meta.url));

/** What an upload becomes: a job's photo, or a service image with its thumbnail. */
export type ImageTask = { kind: 'photo'; format: 'webp' | 'jpeg' } | { kind: 'service-image' };

export interface EncodedImage {
  contentType: 'image/webp' | 'image/jpeg';
  bytes: Buffer;
  width: number;
  height: number;
}

/** What the worker is asked and answers (image-worker.mjs). */
interface ImageWorkRequest {
  input: Buffer;
  kind: AcceptedImageKind;
  maxPixels: number;
  task: ImageTask;
}
type EncodeResult =
  { ok: true; images: EncodedImage[] } | { ok: false; refusal: 'not_an_image' | 'too_many_pixels' };

interface Work {
  owner: string;
  request: ImageWorkRequest;
  resolve: (images: EncodedImage[]) => void;
  reject: (error: unknown) => void;
}

interface Worker {
  child: ChildProcess;
  work: Work | null;
  timer: NodeJS.Timeout | null;
}

const busy = () => new AppError('UPLOADS_BUSY', { headers: { 'retry-after': '5' } });
const closedError = () => new AppError('SERVICE_UNAVAILABLE', { headers: { 'retry-after': '5' } });
const refusal = (result: Extract<EncodeResult, { ok: false }>) =>
  result.refusal === 'too_many_pixels'
    ? new AppError('IMAGE_TOO_MANY_PIXELS', { params: { max: INPUT_PIXELS_MAX / 1_000_000 } })
    : new AppError('NOT_AN_IMAGE');

export class ImageWorkPool {
  private readonly options: ImagePoolOptions;
  private readonly workers = new Set<Worker>();
  private readonly waiting: Work[] = [];
  /** Uploads admitted, per user and in all: being received, waiting or being encoded. */
  private readonly perOwner = new Map<string, number>();
  private admitted = 0;
  /** Upload bodies being received. */
  private readonly receiving = new Set<IncomingMessage>();
  private closed = false;

  constructor(options: Partial<ImagePoolOptions> = {}) {
    this.options = { ...IMAGE_POOL_DEFAULTS, ...options };
  }

  /**
   * An upload's images. Admitted first, before a byte of its body is read, so the bodies held in
   * memory are bounded: 429 UPLOADS_BUSY when its user already has `perUser` uploads here or the
   * server `admitted`. Its body is then received (`read`; cut if the server closes meanwhile),
   * 415 NOT_AN_IMAGE unless its bytes are a JPEG, PNG or WebP (before anything decodes them),
   * and encoded in a worker when its turn comes: 422 IMAGE_TOO_COMPLEX when that takes too long,
   * 503 once the server is closing.
   */
  async process(
    owner: string,
    raw: IncomingMessage,
    read: () => Promise<{ input: Buffer; task: ImageTask }>,
  ): Promise<EncodedImage[]> {
    if (this.closed) throw closedError();
    const mine = this.perOwner.get(owner) ?? 0;
    if (mine >= this.options.perUser || this.admitted >= this.options.admitted) throw busy();
    this.perOwner.set(owner, mine + 1);
    this.admitted += 1;
    try {
      this.receiving.add(raw);
      const { input, task } = await read().finally(() => this.receiving.delete(raw));
      const kind = requireAcceptedImage(input);
      if (this.closed) throw closedError();
      return await new Promise<EncodedImage[]>((resolve, reject) => {
        const request = { input, kind, maxPixels: INPUT_PIXELS_MAX, task };
        this.waiting.push({ owner, request, resolve, reject });
        this.dispatch();
      });
    } finally {
      this.release(owner);
    }
  }

  /** Kills every worker; running and waiting images answer 503, uploads being received are cut. */
  close(): void {
    this.closed = true;
    for (const raw of this.receiving) raw.destroy();
    for (const work of this.waiting.splice(0)) work.reject(closedError());
    for (const worker of this.workers) this.finish(worker, closedError());
  }

  private release(owner: string) {
    this.admitted -= 1;
    const left = (this.perOwner.get(owner) ?? 1) - 1;
    if (left > 0) this.perOwner.set(owner, left);
    else this.perOwner.delete(owner);
  }

  /** Starts the next waiting image whose user has none running, while a worker is free. */
  private dispatch() {
    while (!this.closed) {
      const running = new Set([...this.workers].map((worker) => worker.work?.owner));
      const next = this.waiting.findIndex((work) => !running.has(work.owner));
      if (next < 0) return;
      const worker = this.idleWorker();
      if (!worker) return;
      const [work] = this.waiting.splice(next, 1);
      this.start(worker, work!);
    }
  }

  private idleWorker(): Worker | null {
    for (const worker of this.workers) if (!worker.work) return worker;
    if (this.workers.size >= this.options.processes) return null;
    return this.spawn();
  }

  private spawn(): Worker {
    const child = fork(WORKER_ENTRY, [], {
      // Not the server's Node flags (its heap cap, a test runner's loader): plain Node.
      execArgv: [],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const worker: Worker = { child, work: null, timer: null };
    if (child.pid) setPriority(child.pid, WORKER_PRIORITY);
    child.on('message', (result: EncodeResult) => this.answer(worker, result));
    child.on('exit', () => {
      this.workers.delete(worker);
      if (worker.work) this.finish(worker, new AppError('IMAGE_TOO_COMPLEX'));
      this.dispatch();
    });
    child.on('error', () => child.kill('SIGKILL'));
    holdOpen(child, false);
    this.workers.add(worker);
    return worker;
  }

  private start(worker: Worker, work: Work) {
    worker.work = work;
    holdOpen(worker.child, true);
    worker.timer = setTimeout(
      () => this.finish(worker, new AppError('IMAGE_TOO_COMPLEX')),
      this.options.timeoutMs,
    );
    worker.child.send(work.request);
  }

  private answer(worker: Worker, result: EncodeResult) {
    const work = worker.work;
    if (!work) return;
    clearTimeout(worker.timer!);
    worker.work = null;
    holdOpen(worker.child, false);
    if (result.ok) work.resolve(result.images.map(asBuffers));
    else work.reject(refusal(result));
    this.dispatch();
  }

  /** Ends the worker's image with an error and kills its process (the only way to stop libvips). */
  private finish(worker: Worker, error: AppError) {
    clearTimeout(worker.timer!);
    const work = worker.work;
    worker.work = null;
    this.workers.delete(worker);
    worker.child.kill('SIGKILL');
    work?.reject(error);
    this.dispatch();
  }
}

/** A worker at work keeps this process alive; an idle one does not (a script may end). */
function holdOpen(child: ChildProcess, busy: boolean) {
  if (busy) {
    child.ref();
    child.channel?.ref();
  } else {
    child.unref();
    child.channel?.unref();
  }
}

/** IPC hands Buffers over as plain Uint8Arrays. */
const asBuffers = (image: EncodedImage): EncodedImage => ({
  ...image,
  bytes: Buffer.from(image.bytes.buffer, image.bytes.byteOffset, image.bytes.length),
});
