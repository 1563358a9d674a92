import sharp from 'sharp';
import { encodeImage, type EncodeResult, type ImageTask } from './image-encode';
import type { AcceptedImageKind } from './image-kind';

// The image worker process (decision 056), forked by ImageWorkPool: one image at a time on one
// libvips thread, so image work never takes the server's thread pool (argon2's sign-ins) and a
// runaway image is ended by killing this process — libvips cannot be cancelled mid-operation.

export interface ImageWorkRequest {
  input: Uint8Array;
  kind: AcceptedImageKind;
  task: ImageTask;
}

sharp.concurrency(1);
sharp.cache(false);

process.on('message', (message: ImageWorkRequest) => {
  const input = Buffer.from(message.input.buffer, message.input.byteOffset, message.input.length);
  void encodeImage(input, message.kind, message.task).then((result: EncodeResult) =>
    process.send?.(result),
  );
});
// The server is gone (even killed): nothing is left to answer.
process.on('disconnect', () => process.exit(0));
