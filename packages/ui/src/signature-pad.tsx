import { useEffect, useRef } from 'react';
import SignaturePadEngine from 'signature_pad';

// A customer's signature drawn with a finger, a pen or a mouse (decision 078): signature_pad
// (szimek) on a canvas, pointer and touch events alike, sized to its box and the screen's pixel
// ratio. The component holds no words: the app gives its label and the clear button's text.
// What it hands back is a PNG data URL, or null while nothing is drawn (a blank pad is never sent).

export interface SignaturePadProps {
  /** The pad's accessible name ("Customer's signature"). */
  label: string;
  clearLabel: string;
  /** Called after every stroke and on clear: the PNG as a data URL, null when blank. */
  onChange: (png: string | null) => void;
  /** The canvas's height in CSS pixels (its width is its box's). */
  height?: number;
  testId?: string;
}

/** Sizes the canvas to its box at the screen's pixel ratio (strokes stay sharp on a phone). */
function fitCanvas(canvas: HTMLCanvasElement, height: number) {
  const ratio = Math.max(window.devicePixelRatio || 1, 1);
  canvas.width = canvas.offsetWidth * ratio;
  canvas.height = height * ratio;
  canvas.getContext('2d')?.scale(ratio, ratio);
}

export function SignaturePad({
  label,
  clearLabel,
  onChange,
  height = 180,
  testId = 'signature-pad',
}: SignaturePadProps) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePadEngine | null>(null);
  const onChangeRef = useRef(onChange);
  // The latest callback, for the pad's listeners set up once.
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    fitCanvas(canvas, height);
    const pad = new SignaturePadEngine(canvas, {
      penColor: '#0b1f44',
      minWidth: 0.8,
      maxWidth: 2.6,
    });
    padRef.current = pad;
    const changed = () => onChangeRef.current(pad.isEmpty() ? null : pad.toDataURL('image/png'));
    pad.addEventListener('endStroke', changed);
    return () => {
      pad.removeEventListener('endStroke', changed);
      pad.off();
      padRef.current = null;
    };
  }, [height]);

  const clear = () => {
    padRef.current?.clear();
    onChangeRef.current(null);
  };

  return (
    <div className="d-flex flex-column gap-1">
      <canvas
        ref={canvasRef}
        role="img"
        aria-label={label}
        data-testid={testId}
        className="border rounded bg-white w-100"
        style={{ height, touchAction: 'none' }}
      />
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm align-self-end"
        onClick={clear}
      >
        {clearLabel}
      </button>
    </div>
  );
}
