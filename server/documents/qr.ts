import { Path, Svg } from '@react-pdf/renderer';
import { QRCodeSVG } from 'qrcode.react';
import { renderToStaticMarkup } from 'react-dom/server';
import { QR_LEVEL } from '../../domain/orders/payment-qr.ts';
import { h } from './pdf.ts';

/**
 * A QR code as vector modules in a PDF: qrcode.react (the same encoder as the screen, error
 * correction H) draws its SVG, whose module path react-pdf draws again, so the code in the PDF
 * is the one on screen, sharp at any zoom.
 */
export function qrModules(value: string): { size: number; path: string } {
  const svg = renderToStaticMarkup(h(QRCodeSVG, { value, level: QR_LEVEL, marginSize: 0 }));
  const size = Number(/viewBox="0 0 (\d+) \d+"/.exec(svg)?.[1] ?? 0);
  const paths = [...svg.matchAll(/<path fill="([^"]+)" d="([^"]+)"/g)];
  const dark = paths.find((p) => p[1] !== '#FFFFFF')?.[2] ?? '';
  return { size, path: dark };
}

/** The QR code drawn `width` points wide on a white square. */
export function QrCode(props: { value: string; width: number }) {
  const { size, path } = qrModules(props.value);
  return h(
    Svg,
    { width: props.width, height: props.width, viewBox: `-2 -2 ${size + 4} ${size + 4}` },
    h(Path, { d: `M-2 -2h${size + 4}v${size + 4}H-2z`, fill: '#FFFFFF' }),
    h(Path, { d: path, fill: '#000000' }),
  );
}
