// The uploading side of bench/uploads.ts, in its own process so that sending hundreds of MB does
// not delay the bench's own latency measurements: an operator's uploads to the catalogue's images
// (UPLOAD_URL, UPLOAD_TOKEN). UPLOAD_MODE=senders: 4 heavy SVGs at once, then 4 senders looping
// 6 MB JPEGs and 49 MP PNGs until SIGTERM. UPLOAD_MODE=burst: 50 JPEGs at once. Prints 'sending'
// when it starts, then at its end one JSON line: how the uploads were answered.
import sharp from 'sharp';

const url = process.env.UPLOAD_URL!;
const token = process.env.UPLOAD_TOKEN!;

function heavySvg(): Buffer {
  const blurs = Array.from({ length: 20 }, (_, i) => `<feGaussianBlur stdDeviation="${300 + i}"/>`);
  return Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="9000" height="9000" viewBox="0 0 9000 9000">' +
      `<filter id="f">${blurs.join('')}</filter><rect width="9000" height="9000" fill="#38f" ` +
      'filter="url(#f)"/></svg>',
  );
}

function form(file: Buffer) {
  const boundary = '----bench-upload';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

const statuses: Record<string, number> = {};
async function upload(file: Buffer) {
  const { body, type } = form(file);
  try {
    const answer = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': type },
      body,
    });
    const text = await answer.text();
    const key = answer.ok
      ? '200'
      : `${answer.status} ${(JSON.parse(text) as { code: string }).code}`;
    statuses[key] = (statuses[key] ?? 0) + 1;
  } catch {
    statuses.failed = (statuses.failed ?? 0) + 1;
  }
}

const jpeg = await sharp({
  create: {
    width: 3600,
    height: 2700,
    channels: 3,
    background: '#888',
    noise: { type: 'gaussian', mean: 128, sigma: 40 },
  },
})
  .jpeg({ quality: 90 })
  .toBuffer();
const report = () => process.stdout.write(`${JSON.stringify(statuses)}\n`);

if (process.env.UPLOAD_MODE === 'burst') {
  console.log('sending');
  await Promise.all(Array.from({ length: 50 }, () => upload(jpeg)));
  report();
} else {
  const png = await sharp({
    create: { width: 7000, height: 7000, channels: 3, background: '#4a7' },
  })
    .png()
    .toBuffer();
  let running = true;
  process.once('SIGTERM', () => (running = false));
  console.log('sending');
  await Promise.all([1, 2, 3, 4].map(() => upload(heavySvg())));
  await Promise.all(
    [jpeg, png, jpeg, png].map(async (file) => {
      while (running) await upload(file);
    }),
  );
  report();
}
