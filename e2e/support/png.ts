import { inflateSync } from 'node:zlib';

// Reads the PNG screenshots Chromium takes (8 bits a sample, RGB or RGBA, not interlaced) into
// RGBA pixels, for comparing two drawings of a page (layout-checks.ts).

export interface Pixels {
  width: number;
  height: number;
  /** RGBA, row after row. */
  data: Uint8Array;
}

const paeth = (a: number, b: number, c: number) => {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
};

export function readPng(file: Buffer): Pixels {
  let at = 8;
  let width = 0;
  let height = 0;
  let channels = 0;
  const chunks: Buffer[] = [];
  while (at < file.length) {
    const length = file.readUInt32BE(at);
    const type = file.toString('latin1', at + 4, at + 8);
    const body = file.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      const [depth, colour, , , interlace] = body.subarray(8);
      if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0)
        throw new Error(
          `PNG not read: depth ${depth}, colour type ${colour}, interlace ${interlace}`,
        );
      channels = colour === 6 ? 4 : 3;
    } else if (type === 'IDAT') chunks.push(body);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(chunks));
  const stride = width * channels;
  const rows = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const source = y * (stride + 1) + 1;
    const row = y * stride;
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? rows[row + x - channels]! : 0;
      const up = y > 0 ? rows[row - stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? rows[row - stride + x - channels]! : 0;
      const value = raw[source + x]!;
      const predicted =
        filter === 1
          ? left
          : filter === 2
            ? up
            : filter === 3
              ? (left + up) >> 1
              : filter === 4
                ? paeth(left, up, upLeft)
                : 0;
      rows[row + x] = (value + predicted) & 0xff;
    }
  }
  if (channels === 4) return { width, height, data: rows };
  const data = new Uint8Array(width * height * 4);
  for (let i = 0, j = 0; i < rows.length; i += 3, j += 4) {
    data[j] = rows[i]!;
    data[j + 1] = rows[i + 1]!;
    data[j + 2] = rows[i + 2]!;
    data[j + 3] = 255;
  }
  return { width, height, data };
}
