// The gallery's download button (spec §2/§7 "GET image URL as blob" with a progress toast): the
// image is fetched as a stream so the toast can show a percentage, then saved under its file name.

export type DownloadProgress = (percent: number | null) => void;

/**
 * Fetches a file, reporting whole percents as it arrives (null when the server sent no length).
 * Rejects on a failed answer or a broken stream.
 */
export async function fetchWithProgress(
  url: string,
  onProgress: DownloadProgress,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await fetch(url, { signal, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`download failed with ${response.status}`);
  const total = Number(response.headers.get('content-length')) || 0;
  const type = response.headers.get('content-type') ?? 'application/octet-stream';
  if (!response.body) {
    const blob = await response.blob();
    onProgress(100);
    return blob;
  }
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  let reported = -1;
  onProgress(total ? 0 : null);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.byteLength;
    const percent = total ? Math.min(100, Math.floor((received / total) * 100)) : null;
    if (percent === null || percent !== reported) {
      reported = percent ?? reported;
      onProgress(percent);
    }
  }
  if (total && received < total) throw new Error('download ended early');
  if (reported !== 100) onProgress(100);
  return new Blob(chunks as BlobPart[], { type });
}

/** The file name of a URL's last path segment ('/images/products/a.1f.webp' → 'a.1f.webp'). */
export function fileNameOf(url: string, fallback = 'image'): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  const name = decodeURIComponent(path.slice(path.lastIndexOf('/') + 1));
  return name || fallback;
}
