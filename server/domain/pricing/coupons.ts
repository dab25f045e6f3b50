import { formatMoney } from '../../../lib/money/index.ts';
import { compileScope, idKey, inScope, type ScopeSubject } from './money.ts';
import type {
  CartLineInput,
  Coupon,
  CouponEvaluation,
  CouponRejection,
  CouponRejectionReason,
  InteractionType,
  Minor,
} from './types.ts';

/** Codes match trimmed and case-insensitively; NFKC folds full-width letters typed on phones. */
export const normalizeCouponCode = (code: string): string => code.normalize('NFKC').trim().toUpperCase();

/**
 * The shopper-facing messages. `unknown` and `expired` keep the store's fixed
 * wording; the others are ours. The UI shows them as they are (422 `errors.code[0]`).
 */
export const couponMessages = {
  unknown: () => 'This code did not match any active coupon. Was it entered correctly?',
  expired: (code: string) => `${code} coupon code has expired!`,
  alreadyApplied: (code: string) => `${code} coupon code has already been applied.`,
  oneDiscount: (code: string, applied: string) =>
    `Only one discount code can be used per order. Remove ${applied} to use ${code}.`,
  usageLimit: (code: string) => `${code} coupon code has reached its usage limit.`,
  customerLimit: (code: string) =>
    `You have already used the ${code} coupon code the maximum number of times.`,
  notApplicable: (code: string) => `${code} coupon code does not apply to any product in your cart.`,
  minSpend: (code: string, minimum: string, short: string) =>
    `The minimum spend for ${code} coupon code is ${minimum}. Spend ${short} more to use it.`,
} as const;

/**
 * The same messages as language-pack ids (`locales/*.json`, with the arguments a rejection's
 * `values` carries), so the store API answers in the shopper's language (X-LANG). The en-US pack
 * words them exactly as `couponMessages` does.
 */
export const couponMessageIds: Record<CouponRejectionReason, string> = {
  unknown: 'coupon.error.unknown',
  expired: 'coupon.error.expired',
  already_applied: 'coupon.error.alreadyApplied',
  one_discount: 'coupon.error.oneDiscount',
  usage_limit: 'coupon.error.usageLimit',
  customer_limit: 'coupon.error.customerLimit',
  not_applicable: 'coupon.error.notApplicable',
  min_spend: 'coupon.error.minSpend',
};

/** A rejection's message as a language-pack message. */
export const couponMessageRef = (rejection: CouponRejection) => ({
  id: couponMessageIds[rejection.reason],
  values: rejection.values,
});

export interface CouponContext {
  /** Epoch milliseconds (the engine never reads the clock). */
  now: number;
  currency: string;
  /** The cart's lines, priced on the server. */
  lines: readonly CartLineInput[];
  /** How often this customer already used the code. @default 0 */
  customerUses?: number;
  /** Coupons already in the cart. @default [] */
  appliedCoupons?: readonly Pick<Coupon, 'code' | 'autoApply'>[];
  /** @default 'combinable' */
  interactionType?: InteractionType;
}

/** A date the engine cannot read counts against the coupon: fail closed. */
const timeOf = (iso: string): number => {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? Number.NaN : time;
};

function reject(
  reason: CouponRejectionReason,
  code: string,
  message: string,
  extra: Partial<CouponRejection> = {},
): CouponRejection {
  return { ok: false, status: 422, reason, message, code, values: { code }, ...extra };
}

/**
 * Decides whether `code` may be applied to the cart described by `context`. `coupon` is the
 * stored coupon found for the normalised code, or undefined. Checks run in the order a
 * shopper can act on: unknown, expired, already applied, one_discount conflict, usage limits,
 * product scope, minimum spend.
 */
export function evaluateCoupon(
  code: string,
  coupon: Coupon | undefined,
  context: CouponContext,
): CouponEvaluation {
  const lines = context.lines.map((line) => ({
    productId: idKey(line.productId),
    variantId: idKey(line.variantId),
    categoryIds: (line.categoryIds ?? []).map(idKey),
    quantity: line.quantity,
    subtotal: line.unitPrice * line.quantity,
  }));
  return checkCoupon(code, coupon, context, lines);
}

/** A line as the coupon checks need it (priceCart passes its own normalised lines). */
export interface CouponLine extends ScopeSubject {
  quantity: number;
  subtotal: Minor;
}

/** `evaluateCoupon` on lines already normalised. */
export function checkCoupon(
  code: string,
  coupon: Coupon | undefined,
  context: Omit<CouponContext, 'lines'>,
  lines: readonly CouponLine[],
): CouponEvaluation {
  const typed = normalizeCouponCode(code);
  const startsAt = coupon?.startsAt ? timeOf(coupon.startsAt) : Number.NEGATIVE_INFINITY;
  if (
    typed === '' ||
    coupon === undefined ||
    coupon.active === false ||
    normalizeCouponCode(coupon.code) !== typed ||
    !(startsAt <= context.now)
  ) {
    return reject('unknown', code.trim(), couponMessages.unknown());
  }
  const name = normalizeCouponCode(coupon.code);

  if (coupon.expiresAt && !(context.now < timeOf(coupon.expiresAt))) {
    return reject('expired', name, couponMessages.expired(name));
  }

  const applied = context.appliedCoupons ?? [];
  if (applied.some((other) => normalizeCouponCode(other.code) === name)) {
    return reject('already_applied', name, couponMessages.alreadyApplied(name));
  }
  if ((context.interactionType ?? 'combinable') === 'one_discount' && !coupon.autoApply) {
    const manual = applied.find((other) => !other.autoApply);
    if (manual) {
      const other = normalizeCouponCode(manual.code);
      return reject('one_discount', name, couponMessages.oneDiscount(name, other), {
        values: { code: name, applied: other },
      });
    }
  }

  if (
    coupon.usageLimit !== null &&
    coupon.usageLimit !== undefined &&
    (coupon.usedCount ?? 0) >= coupon.usageLimit
  ) {
    return reject('usage_limit', name, couponMessages.usageLimit(name));
  }
  if (
    coupon.perCustomerLimit !== null &&
    coupon.perCustomerLimit !== undefined &&
    (context.customerUses ?? 0) >= coupon.perCustomerLimit
  ) {
    return reject('customer_limit', name, couponMessages.customerLimit(name));
  }

  const scope = compileScope(coupon.scope);
  const covered = lines.some((line) => line.quantity > 0 && inScope(scope, line));
  if (!covered) return reject('not_applicable', name, couponMessages.notApplicable(name));

  const required: Minor = coupon.minSpend ?? 0;
  const current: Minor = lines.reduce((sum, line) => sum + line.subtotal, 0);
  if (current < required) {
    const amountShort = required - current;
    const minimum = formatMoney(required, context.currency);
    const short = formatMoney(amountShort, context.currency);
    return reject('min_spend', name, couponMessages.minSpend(name, minimum, short), {
      values: { code: name, minimum, short },
      minSpend: { required, current, amountShort, currency: context.currency },
    });
  }
  return { ok: true, code: name, coupon };
}
