import {
  Button,
  DialogBody,
  DialogFooter,
  FormGroup,
  NumericInput,
  Radio,
  RadioGroup,
  TextArea,
} from '@blueprintjs/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiUrl } from '../../../domain/resource.ts';
import { STOCK_MOVEMENTS } from '../../../domain/stock/resource.ts';
import { maxRemovable } from '../../../domain/stock/rules.ts';
import { COMMENT_REQUIRED_MSG, STOCK_BUCKETS, type StockBucket } from '../../../domain/stock/schema.ts';
import type { ProductStockRow, StockMovementAnswer } from '../../../domain/stock/views.ts';
import { dataKey, keyIn } from '../../../locales/keys.ts';
import { api } from '../../api/client.ts';
import { invalidateResource } from '../../api/query.ts';
import { toastError, toastSuccess } from '../../app/toaster.ts';
import { BusyButton } from '../../components/BusyButton.tsx';
import { Dialog } from '../../components/Overlays.tsx';

export type StockDirection = 'add' | 'remove';

/**
 * The add/remove stock dialog: bucket paid or free,
 * a whole quantity ≥ 0 (at most the bucket's stock when removing), a required comment; confirm is
 * disabled at 0. Keyboard: the quantity has the focus, arrows change the bucket, Enter in the
 * quantity or Ctrl+Enter anywhere confirms, Esc cancels. The server checks it all again.
 */
export function StockDialog({
  stock,
  direction,
  onClose,
}: {
  stock: ProductStockRow;
  direction: StockDirection | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [bucket, setBucket] = useState<StockBucket>('paid');
  const [quantity, setQuantity] = useState(0);
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState(false);
  const [busy, setBusy] = useState(false);
  const commentRef = useRef<HTMLTextAreaElement>(null);
  // one Idempotency-Key per opening: a double confirm moves the stock once
  const key = useRef('');

  // each opening starts blank
  useEffect(() => {
    if (!direction) return;
    key.current = crypto.randomUUID();
    setBucket('paid');
    setQuantity(0);
    setComment('');
    setCommentError(false);
  }, [direction]);

  const removing = direction === 'remove';
  const max = removing ? maxRemovable(bucket, stock) : undefined;
  const tooMany = max !== undefined && quantity > max;
  const canConfirm = quantity > 0 && Number.isInteger(quantity) && !tooMany && !busy;

  const confirm = async () => {
    if (!canConfirm || !direction) return;
    if (!comment.trim()) {
      setCommentError(true);
      commentRef.current?.focus();
      return;
    }
    setBusy(true);
    try {
      await api
        .post(apiUrl(STOCK_MOVEMENTS.ops.manual, {}), {
          json: {
            productId: stock.id,
            quantity,
            type: removing ? 'manual_remove' : 'manual_add',
            bucket,
            comment,
          },
          headers: { 'Idempotency-Key': key.current },
        })
        .json<StockMovementAnswer>();
      toastSuccess(t(removing ? 'inventory.removed' : 'inventory.added'));
      await Promise.all([invalidateResource('product-stocks'), invalidateResource('stock-movements')]);
      onClose();
    } catch {
      // a failed stock movement says 'An error occurs', whatever the server answered
      toastError(t('errors.anErrorOccurs'));
    } finally {
      setBusy(false);
    }
  };

  const title = t(removing ? 'inventory.removeStock' : 'inventory.addStock');
  return (
    <Dialog
      isOpen={direction !== null}
      onClose={onClose}
      title={title}
      icon={removing ? 'remove' : 'add'}
      className="cpt-stock-dialog"
      canOutsideClickClose={!busy}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void confirm();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            void confirm();
          }
        }}
      >
        <DialogBody>
          <RadioGroup
            label={t('inventory.dialog.bucket')}
            inline
            selectedValue={bucket}
            onChange={(e) => setBucket(e.currentTarget.value as StockBucket)}
          >
            {STOCK_BUCKETS.map((b) => (
              <Radio
                key={b}
                value={b}
                label={`${t(keyIn('inventory.buckets', b))} (${b === 'paid' ? stock.stock : stock.freeStock})`}
              />
            ))}
          </RadioGroup>
          <FormGroup
            label={t('inventory.dialog.quantity')}
            labelFor="stock-quantity"
            intent={tooMany ? 'danger' : 'none'}
            helperText={max !== undefined ? t('inventory.dialog.max', { max }) : undefined}
          >
            <NumericInput
              id="stock-quantity"
              autoFocus
              fill
              // the step buttons sat between the quantity and the comment in the Tab order (a
              // space typed there stepped the quantity); the arrow keys step it
              buttonPosition="none"
              min={0}
              max={max}
              minorStepSize={null}
              stepSize={1}
              clampValueOnBlur
              allowNumericCharactersOnly
              intent={tooMany ? 'danger' : 'none'}
              value={quantity}
              onValueChange={(n) => setQuantity(Number.isFinite(n) ? n : 0)}
              onFocus={(e) => e.currentTarget.select()}
            />
          </FormGroup>
          <FormGroup
            label={t('inventory.dialog.comment')}
            labelFor="stock-comment"
            intent={commentError ? 'danger' : 'none'}
            helperText={commentError ? t(dataKey(COMMENT_REQUIRED_MSG)) : t('inventory.dialog.hint')}
          >
            <TextArea
              id="stock-comment"
              inputRef={commentRef}
              fill
              rows={3}
              intent={commentError ? 'danger' : 'none'}
              placeholder={t('inventory.dialog.commentPlaceholder')}
              value={comment}
              onChange={(e) => {
                setComment(e.currentTarget.value);
                if (e.currentTarget.value.trim()) setCommentError(false);
              }}
            />
          </FormGroup>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button onClick={onClose} disabled={busy}>
                {t('app.cancel')}
              </Button>
              <BusyButton type="submit" intent="primary" disabled={!canConfirm} busy={busy}>
                {t('inventory.dialog.confirm')}
              </BusyButton>
            </>
          }
        />
      </form>
    </Dialog>
  );
}
