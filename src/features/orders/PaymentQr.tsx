import { Button, ButtonGroup, Card, H4 } from '@blueprintjs/core';
import { QRCodeCanvas } from 'qrcode.react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { QR_LEVEL, QR_SIZE, qrBackground } from '../../../domain/orders/payment-qr.ts';
import { saveBlob } from './download.ts';

const CARD = 240;

/** The card drawn on a canvas: the community's background, the QR code on a white square in the middle. */
async function cardPng(background: string, qr: HTMLCanvasElement): Promise<Blob | null> {
  const img = new Image();
  img.src = background;
  await img.decode().catch(() => undefined);
  const c = document.createElement('canvas');
  c.width = CARD;
  c.height = CARD;
  const g = c.getContext('2d');
  if (!g) return null;
  if (img.naturalWidth) g.drawImage(img, 0, 0, CARD, CARD);
  const pad = 8;
  const at = (CARD - QR_SIZE) / 2;
  g.fillStyle = '#ffffff';
  g.fillRect(at - pad, at - pad, QR_SIZE + 2 * pad, QR_SIZE + 2 * pad);
  g.drawImage(qr, at, at, QR_SIZE, QR_SIZE);
  return new Promise((resolve) => c.toBlob(resolve, 'image/png'));
}

/**
 * The payment QR code of an unpaid daily order: error correction H, 79 px,
 * linking to the order's payment page, on its community's background; printable and downloadable
 * as a PNG of the whole card.
 */
export function PaymentQr({ url, community, orderID }: { url: string; community: string; orderID: number }) {
  const { t } = useTranslation();
  const canvas = useRef<HTMLCanvasElement>(null);
  const background = qrBackground(community);
  const png = async () => (canvas.current ? cardPng(background, canvas.current) : null);
  const download = async () => {
    const blob = await png();
    if (blob) saveBlob(blob, `order-${orderID}-qr.png`);
  };
  const print = async () => {
    const blob = await png();
    if (!blob) return;
    const src = URL.createObjectURL(blob);
    const w = window.open('', '_blank', 'width=400,height=400');
    if (!w) return;
    const img = w.document.createElement('img');
    img.src = src;
    img.onload = () => {
      w.print();
      w.close();
    };
    w.document.body.append(img);
  };
  return (
    <Card className="cpt-qr-card" data-testid="payment-qr">
      <H4>{t('dailyOrder.qrTitle')}</H4>
      <div className="cpt-qr" style={{ backgroundImage: `url(${background})` }}>
        <div className="cpt-qr-code">
          <QRCodeCanvas ref={canvas} value={url} level={QR_LEVEL} size={QR_SIZE} marginSize={0} title={url} />
        </div>
      </div>
      <ButtonGroup>
        <Button icon="print" onClick={() => void print()}>
          {t('dailyOrder.qrPrint')}
        </Button>
        <Button icon="download" onClick={() => void download()}>
          {t('dailyOrder.qrDownload')}
        </Button>
      </ButtonGroup>
    </Card>
  );
}
