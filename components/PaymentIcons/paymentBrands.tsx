/**
 * Brand-neutral payment marks: the scheme's name set in a rounded card, drawn
 * inline (no external images). Colours are fixed on purpose — they stand for
 * the payment brands, not for the theme — and each pair passes AA contrast.
 */
export const paymentBrands = {
  visa: { label: 'Visa', text: 'VISA', fill: '#1a1f71', ink: '#ffffff' },
  mastercard: { label: 'Mastercard', text: 'mastercard', fill: '#231f20', ink: '#ffffff' },
  amex: { label: 'American Express', text: 'AMEX', fill: '#006fcf', ink: '#ffffff' },
  paypal: { label: 'PayPal', text: 'PayPal', fill: '#ffffff', ink: '#003087' },
  applePay: { label: 'Apple Pay', text: 'Apple Pay', fill: '#000000', ink: '#ffffff' },
  googlePay: { label: 'Google Pay', text: 'G Pay', fill: '#ffffff', ink: '#3c4043' },
  klarna: { label: 'Klarna', text: 'Klarna.', fill: '#ffb3c7', ink: '#17120f' },
  discover: { label: 'Discover', text: 'DISCOVER', fill: '#ffffff', ink: '#231f20' },
} as const;

export type PaymentBrand = keyof typeof paymentBrands;
export const paymentBrandNames = Object.keys(paymentBrands) as PaymentBrand[];

/** One mark, 48 × 30 user units (scaled by CSS to 48 px wide). */
export const PaymentBrandMark = ({ brand }: { brand: PaymentBrand }) => {
  const { text, fill, ink } = paymentBrands[brand];
  // Long wordmarks shrink so they fit the card.
  const fontSize = text.length > 7 ? 6.5 : text.length > 5 ? 8.5 : 10;
  return (
    <svg viewBox="0 0 48 30" aria-hidden focusable="false" width="100%" height="100%">
      <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill={fill} stroke="#d0d4d9" />
      <text
        x="24"
        y="15.5"
        textAnchor="middle"
        dominantBaseline="middle"
        fill={ink}
        fontFamily="Arial, Helvetica, sans-serif"
        fontWeight="700"
        fontStyle={brand === 'visa' ? 'italic' : 'normal'}
        fontSize={fontSize}
      >
        {text}
      </text>
    </svg>
  );
};
