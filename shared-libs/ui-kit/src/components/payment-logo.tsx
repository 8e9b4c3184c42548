/**
 * A payment system's logo drawn from data (colours and a short mark) as inline SVG: no external image,
 * which the site's CSP would refuse. Used by the payment methods page and the office money screens.
 */
export interface PaymentLogoData {
  background: string;
  foreground: string;
  mark: string;
}

export function PaymentLogo({ logo, name, size = 40 }: { logo: PaymentLogoData; name: string; size?: number }) {
  const width = size * 1.6;
  // Longer marks get a smaller font so they stay inside the card shape.
  const fontSize = Math.round(size * (logo.mark.length > 3 ? 0.3 : 0.4) * 10) / 10;
  return (
    <svg className="arena-payment-logo" width={width} height={size} viewBox={`0 0 ${width} ${size}`} role="img" aria-label={name} data-testid="payment-logo">
      <rect x="0" y="0" width={width} height={size} rx={size * 0.15} fill={logo.background} />
      <text x={width / 2} y={size / 2} fill={logo.foreground} fontSize={fontSize} fontWeight="700" fontFamily="system-ui, sans-serif" textAnchor="middle" dominantBaseline="central">
        {logo.mark}
      </text>
    </svg>
  );
}
