import { useQuery } from '@tanstack/react-query';

// A QR code drawn as SVG in the browser (the job sheet's order number, decision 032). The encoder
// (`qrcode`, the library the server draws PromptPay with) is loaded on its own, once an order page
// shows a QR: it is never part of the shell's or another page's JavaScript.

/** Light modules around the code, as the QR standard asks, so a camera finds its edges. */
const QUIET_ZONE = 4;

interface QrMatrix {
  size: number;
  dark: boolean[];
}

async function encode(text: string): Promise<QrMatrix> {
  const { create } = await import('qrcode');
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  return { size: modules.size, dark: Array.from(modules.data, (cell) => cell === 1) };
}

/** One path of every dark module, each a 1×1 square, shifted past the quiet zone. */
function modulePath({ size, dark }: QrMatrix): string {
  let path = '';
  dark.forEach((isDark, index) => {
    if (!isDark) return;
    const x = (index % size) + QUIET_ZONE;
    const y = Math.floor(index / size) + QUIET_ZONE;
    path += `M${x} ${y}h1v1h-1z`;
  });
  return path;
}

export function OrderQr({
  text,
  label,
  size,
  className,
  testId,
}: {
  text: string;
  /** What the code holds, said in words (its image's name). */
  label: string;
  /** Its side in CSS pixels. */
  size: number;
  className?: string;
  testId?: string;
}) {
  const matrix = useQuery({
    queryKey: ['qr', text],
    queryFn: () => encode(text),
    staleTime: Infinity,
    gcTime: Infinity,
  });
  if (!matrix.data)
    return <span className={className} style={{ width: size, height: size }} aria-hidden />;
  const side = matrix.data.size + QUIET_ZONE * 2;
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${side} ${side}`}
      shapeRendering="crispEdges"
      data-testid={testId}
      data-qr-text={text}
    >
      <rect width={side} height={side} fill="#fff" />
      <path d={modulePath(matrix.data)} fill="#000" />
    </svg>
  );
}
