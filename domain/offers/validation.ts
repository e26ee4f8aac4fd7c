import * as v from 'valibot';
import { issueFields } from '../schemas/common.ts';
import { activeBlocks, OFFER_FORM_MSG, OfferBody, type OfferInput } from './schema.ts';
import { hasStarted } from './timing.ts';

/**
 * Offer rules that need context the schema does not have: the clock and the catalogue. The
 * form runs them on submit, the server on every save.
 */
export interface ProductState {
  status: 'available' | 'discontinued';
}

export interface OfferContext {
  now: Date;
  /** the catalogue entries of every product the offer uses */
  products: ReadonlyMap<string, ProductState>;
  /** the stored offer on edit: a start already passed is not re-checked (it is locked) */
  stored?: { startingDate: string } | null;
}

/** Every product an offer's active channel blocks use, with the path of the field naming it. */
export function productRefs(body: OfferBody): { path: string; product: string }[] {
  const out: { path: string; product: string }[] = [];
  for (const k of activeBlocks(body.channel)) {
    const b = body[k];
    if (!b) continue;
    b.packs.forEach((p, i) => {
      p.products.forEach((sp, j) => {
        out.push({ path: `${k}.packs.${i}.products.${j}.product`, product: sp.product });
      });
    });
    b.singleItems.forEach((it, i) => {
      out.push({ path: `${k}.singleItems.${i}.product`, product: it.product });
    });
  }
  return out;
}

/** `{path: messageKey}` for the context rules; empty when the offer may be saved. */
export function offerContextIssues(body: OfferBody, ctx: OfferContext): Record<string, string> {
  const out: Record<string, string> = {};
  const startLocked = ctx.stored ? hasStarted(ctx.stored, ctx.now) : false;
  if (!startLocked && Date.parse(body.startingDate) < ctx.now.getTime()) {
    out.startingDate = OFFER_FORM_MSG.startInPast;
  }
  for (const ref of productRefs(body)) {
    if (ctx.products.get(ref.product)?.status !== 'available')
      out[ref.path] = OFFER_FORM_MSG.productNotAvailable;
  }
  return out;
}

/** Products of an offer that are no longer available: the form's "discontinued products" notice. */
export function discontinuedProducts(body: OfferBody, products: ReadonlyMap<string, ProductState>): string[] {
  return [...new Set(productRefs(body).map((r) => r.product))].filter(
    (p) => products.get(p)?.status !== 'available',
  );
}

export const DISCONTINUED_PRODUCTS_MSG = 'offer.errors.discontinuedProducts';

export type OfferValidation =
  | { ok: true; value: OfferBody }
  | { ok: false; message: string; fields: Record<string, string> };

/** Schema plus context: what the form does on submit and the server on POST/PUT. */
export function validateOffer(input: OfferInput | unknown, ctx: OfferContext): OfferValidation {
  const parsed = v.safeParse(OfferBody, input);
  if (!parsed.success) {
    return { ok: false, message: OFFER_FORM_MSG.fixErrors, fields: issueFields(parsed.issues) };
  }
  const fields = offerContextIssues(parsed.output, ctx);
  if (Object.keys(fields).length > 0) return { ok: false, message: OFFER_FORM_MSG.fixErrors, fields };
  return { ok: true, value: parsed.output };
}
