import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The header's icons; the footer's and the contact page's are in social-icons.tsx, off the first load. */
export const base = (size = 22) => ({
  width: size,
  height: size,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
});

export const CartIcon = ({ size, ...p }: IconProps) => (
  <svg aria-hidden="true" {...base(size)} {...p}>
    <circle cx="9" cy="20" r="1.5" />
    <circle cx="18" cy="20" r="1.5" />
    <path d="M2.5 3h2.6l2.4 12.2a1.5 1.5 0 0 0 1.5 1.3h8.7a1.5 1.5 0 0 0 1.5-1.2L21 8H6" />
  </svg>
);
export const UserIcon = ({ size, ...p }: IconProps) => (
  <svg aria-hidden="true" {...base(size)} {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
  </svg>
);
export const SearchIcon = ({ size, ...p }: IconProps) => (
  <svg aria-hidden="true" {...base(size)} {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </svg>
);
export const CloseIcon = ({ size, ...p }: IconProps) => (
  <svg aria-hidden="true" {...base(size)} {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </svg>
);
export const MenuIcon = ({ size, ...p }: IconProps) => (
  <svg aria-hidden="true" {...base(size)} {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </svg>
);
export const ChevronLeft = ({ size, ...p }: IconProps) => (
  <svg aria-hidden="true" {...base(size)} {...p}>
    <path d="m15 18-6-6 6-6" />
  </svg>
);
export const ChevronRight = ({ size, ...p }: IconProps) => (
  <svg aria-hidden="true" {...base(size)} {...p}>
    <path d="m9 18 6-6-6-6" />
  </svg>
);
