/** Text for an SVG document: the five XML characters escaped. */
function xml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export interface CardFace {
  tokenId: string;
  packageEn: string;
  validFrom: string;
  validUntil: string;
}

/**
 * The card's picture, drawn by the site: a green card (the theme's primary colour) with the
 * package, the term and the token number. Pure SVG with no external fonts or images, so wallets
 * render it anywhere; for that reason it carries Latin text only (an image cannot use the site's
 * Thai web font, and a device without a Thai system font would draw boxes). The Thai name is in
 * the metadata.
 */
export function memberCardSvg(card: CardFace): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400" role="img" aria-label="KUB Academy member card #${xml(card.tokenId)}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#14532d"/>
      <stop offset="0.55" stop-color="#15803d"/>
      <stop offset="1" stop-color="#4ade80"/>
    </linearGradient>
  </defs>
  <rect width="640" height="400" rx="28" fill="url(#bg)"/>
  <circle cx="560" cy="70" r="150" fill="#ffffff" opacity="0.08"/>
  <circle cx="600" cy="360" r="110" fill="#ffffff" opacity="0.06"/>
  <g font-family="'Noto Sans Thai','Noto Sans',system-ui,sans-serif" fill="#ffffff">
    <text x="40" y="64" font-size="22" font-weight="700" letter-spacing="3">KUB ACADEMY</text>
    <text x="40" y="92" font-size="15" opacity="0.85" letter-spacing="2">MEMBER CARD</text>
    <text x="40" y="210" font-size="40" font-weight="700">${xml(card.packageEn)}</text>
    <text x="40" y="330" font-size="14" opacity="0.8">VALID</text>
    <text x="40" y="356" font-size="20" font-weight="600">${xml(card.validFrom)} – ${xml(card.validUntil)}</text>
    <text x="600" y="356" font-size="20" font-weight="600" text-anchor="end">#${xml(card.tokenId)}</text>
  </g>
</svg>
`;
}
