import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import fp from 'fastify-plugin';

// Every text answer over 1 KB leaves compressed when the client accepts it (Accept-Encoding): brotli
// first, then gzip, with Vary: Accept-Encoding. Answers built per request (JSON, the API docs) are
// compressed here, at a brotli level that costs little CPU; the web app's files are compressed at
// build time and sent as they are (static-files.ts). An answer that already carries a
// Content-Encoding (a route serving its own pre-compressed buffer) is left alone. The plugin hooks
// into routes as they are added, so it is registered before every route (app.ts).

export const COMPRESSION_THRESHOLD_BYTES = 1024;

export const compressionPlugin = fp(
  async (app) => {
    await app.register(compress, {
      globalCompression: true,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ['br', 'gzip'],
      // Compressed at once on the main thread rather than streamed through libuv's thread pool:
      // an API answer takes well under a millisecond, and the pool's threads each keep their own
      // malloc arena, which grew the process by tens of MB under load (bench/server-memory.ts).
      syncThreshold: 1024 * 1024,
      brotliOptions: {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 4,
          // A 256 KB window (not 4 MB): answers are smaller, and each compression allocates it.
          [constants.BROTLI_PARAM_LGWIN]: 18,
        },
      },
      // Request bodies are not decompressed: clients send small JSON, and a compressed body could
      // unpack to far more than BODY_LIMIT.
      globalDecompression: false,
    });
  },
  { name: 'changdee-compression', fastify: '5.x' },
);
