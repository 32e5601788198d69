import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement>;

/** What every outline icon shares: a 24-unit box drawn in the text colour, hidden from screen readers. */
export const iconBase = {
  width: 20,
  height: 20,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export const SunIcon = (props: IconProps) => (
  <svg {...iconBase} {...props}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </svg>
);

export const MoonIcon = (props: IconProps) => (
  <svg {...iconBase} {...props}>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
  </svg>
);

export const MenuIcon = (props: IconProps) => (
  <svg {...iconBase} {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </svg>
);

export const CloseIcon = (props: IconProps) => (
  <svg {...iconBase} {...props}>
    <path d="M18 6 6 18M6 6l12 12" />
  </svg>
);

export const WalletIcon = (props: IconProps) => (
  <svg {...iconBase} {...props}>
    <path d="M19 7V5a2 2 0 0 0-2-2H5a2 2 0 0 0 0 4h14a2 2 0 0 1 2 2v3M21 16v3a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5" />
    <path d="M21 12h-4a2 2 0 0 0 0 4h4z" />
  </svg>
);

export const GlobeIcon = (props: IconProps) => (
  <svg {...iconBase} {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20" />
  </svg>
);

export const LogoMark = (props: IconProps) => (
  <svg width={32} height={32} viewBox="0 0 32 32" aria-hidden focusable={false} {...props}>
    <rect width="32" height="32" rx="9" className="fill-primary-600" />
    <path d="M9 9v14M9 16l8-7M9 16l8 7" stroke="white" strokeWidth="3" strokeLinecap="round" fill="none" />
    <circle cx="22.5" cy="16" r="3" fill="white" />
  </svg>
);
