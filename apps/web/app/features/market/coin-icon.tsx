/** Brand-neutral colours per token; anything else gets slate. */
const COIN_COLOURS: Record<string, { fill: string; text: string }> = {
  BTC: { fill: '#f7931a', text: '#1f1300' },
  ETH: { fill: '#627eea', text: '#ffffff' },
  KUB: { fill: '#047842', text: '#ffffff' },
  BNB: { fill: '#f0b90b', text: '#1f1800' },
  USDT: { fill: '#26a17b', text: '#ffffff' },
  SOL: { fill: '#7c3aed', text: '#ffffff' },
  XRP: { fill: '#23292f', text: '#ffffff' },
  ADA: { fill: '#0033ad', text: '#ffffff' },
  DOGE: { fill: '#c2a633', text: '#1f1a00' },
};

/**
 * A coin badge drawn here (a coloured circle with the symbol), so no logo is fetched from
 * another site and nothing breaks when one goes away.
 */
export function CoinIcon({ symbol, size = 32 }: { symbol: string; size?: number }) {
  const colour = COIN_COLOURS[symbol] ?? { fill: '#475569', text: '#ffffff' };
  const label = symbol.slice(0, 4);
  const fontSize = label.length > 3 ? 8.5 : 10.5;
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden focusable={false} className="shrink-0">
      <circle cx="16" cy="16" r="16" fill={colour.fill} />
      <circle cx="16" cy="16" r="13.5" fill="none" stroke={colour.text} strokeOpacity="0.25" />
      <text
        x="16"
        y="16"
        dominantBaseline="central"
        textAnchor="middle"
        fontFamily="ui-sans-serif, system-ui, sans-serif"
        fontWeight="700"
        fontSize={fontSize}
        fill={colour.text}
      >
        {label}
      </text>
    </svg>
  );
}
