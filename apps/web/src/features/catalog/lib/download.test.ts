import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithProgress, fileNameOf } from './download';

function streamOf(chunks: Uint8Array[], failAfter?: number) {
  let index = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (failAfter !== undefined && index === failAfter) {
        controller.error(new Error('connection reset'));
        return;
      }
      if (index < chunks.length) controller.enqueue(chunks[index++]!);
      else controller.close();
    },
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchWithProgress', () => {
  it('reports whole percents from the content length up to 100', async () => {
    const chunks = [new Uint8Array(25), new Uint8Array(25), new Uint8Array(50)];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(streamOf(chunks), {
            headers: { 'content-length': '100', 'content-type': 'image/webp' },
          }),
      ),
    );
    const seen: Array<number | null> = [];
    const blob = await fetchWithProgress('/images/products/a.webp', (p) => seen.push(p));
    expect(seen).toEqual([0, 25, 50, 100]);
    expect(blob.size).toBe(100);
    expect(blob.type).toBe('image/webp');
  });

  it('rejects on an error answer and on a broken stream', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('no', { status: 404 })),
    );
    await expect(fetchWithProgress('/x', () => {})).rejects.toThrow();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(streamOf([new Uint8Array(10), new Uint8Array(10)], 1), {
            headers: { 'content-length': '20' },
          }),
      ),
    );
    await expect(fetchWithProgress('/x', () => {})).rejects.toThrow();
  });
});

describe('fileNameOf', () => {
  it('takes the last path segment', () => {
    expect(fileNameOf('/images/products/in-ac-9000-1.abc.webp?x=1')).toBe('in-ac-9000-1.abc.webp');
    expect(fileNameOf('/')).toBe('image');
  });
});
