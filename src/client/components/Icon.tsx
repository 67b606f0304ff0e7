import type { ReactNode } from 'react';

export type IconName =
  | 'phone'
  | 'email'
  | 'address'
  | 'web'
  | 'person'
  | 'calendar'
  | 'clock'
  | 'book'
  | 'food'
  | 'gym'
  | 'location'
  | 'library'
  | 'heart'
  | 'drop'
  | 'users'
  | 'award'
  | 'school'
  | 'hostel'
  | 'leaf'
  | 'star'
  | 'facebook'
  | 'twitter'
  | 'instagram'
  | 'linkedin'
  | 'youtube'
  | 'download'
  | 'check'
  | 'chevron-down'
  | 'chevron-left'
  | 'chevron-right'
  | 'close'
  | 'menu'
  | 'play'
  | 'rupee'
  | 'shield'
  | 'temple'
  | 'hands';

// Line icons on a 24 px grid, drawn with the current text colour. Brand marks (social networks) are filled.
const STROKE: Partial<Record<IconName, ReactNode>> = {
  phone: (
    <path d="M5 4h3.5l1.8 4.5-2.3 1.4a11 11 0 0 0 6.1 6.1l1.4-2.3L20 15.5V19a1.5 1.5 0 0 1-1.6 1.5A16.5 16.5 0 0 1 3.5 5.6 1.5 1.5 0 0 1 5 4z" />
  ),
  email: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3.5 6.5 12 13l8.5-6.5" />
    </>
  ),
  address: (
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  location: (
    <>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </>
  ),
  web: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z" />
    </>
  ),
  person: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </>
  ),
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  book: (
    <>
      <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3H20v15H6.5A2.5 2.5 0 0 0 4 20.5z" />
      <path d="M4 20.5A2.5 2.5 0 0 0 6.5 23H20v-5" />
    </>
  ),
  food: (
    <>
      <path d="M7 3v8M4.5 3v5a2.5 2.5 0 0 0 5 0V3M7 11v10" />
      <path d="M17 21V3c-2.2 1.2-3.5 3.6-3.5 7v3H17" />
    </>
  ),
  gym: (
    <>
      <path d="M6.5 7v10M17.5 7v10M3.5 9.5v5M20.5 9.5v5M6.5 12h11" />
    </>
  ),
  library: (
    <>
      <path d="M4 4h4v16H4zM10 4h4v16h-4z" />
      <path d="m16 5.5 3.8-1 3.2 15.4-3.8 1z" />
    </>
  ),
  heart: <path d="M12 20.5s-8-4.9-8-11A4.5 4.5 0 0 1 12 6.7a4.5 4.5 0 0 1 8 2.8c0 6.1-8 11-8 11z" />,
  drop: <path d="M12 3s6.5 7 6.5 11.5a6.5 6.5 0 0 1-13 0C5.5 10 12 3 12 3z" />,
  users: (
    <>
      <circle cx="9" cy="8" r="3.5" />
      <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" />
      <path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.3c2.1.8 3.5 2.8 3.5 5.7" />
    </>
  ),
  award: (
    <>
      <circle cx="12" cy="9" r="6" />
      <path d="m8.5 14-1.5 7 5-2.5 5 2.5-1.5-7" />
    </>
  ),
  school: (
    <>
      <path d="M2 9.5 12 4l10 5.5-10 5.5z" />
      <path d="M6 11.7V17c1.6 1.3 3.8 2 6 2s4.4-.7 6-2v-5.3M22 9.5V15" />
    </>
  ),
  hostel: (
    <>
      <path d="M3 21V10l9-6 9 6v11" />
      <path d="M9 21v-6h6v6M3 21h18" />
    </>
  ),
  leaf: (
    <>
      <path d="M5 19c0-8 5-14 15-15-1 10-7 15-15 15z" />
      <path d="M5 19c3-4 6-7 10-9" />
    </>
  ),
  star: <path d="m12 3 2.8 5.8 6.2.9-4.5 4.4 1.1 6.2L12 17.4l-5.6 2.9 1.1-6.2L3 9.7l6.2-.9z" />,
  download: (
    <>
      <path d="M12 4v11M7 10.5l5 5 5-5" />
      <path d="M4 18v2h16v-2" />
    </>
  ),
  check: <path d="m4.5 12.5 5 5 10-11" />,
  'chevron-down': <path d="m6 9 6 6 6-6" />,
  'chevron-left': <path d="m15 5-7 7 7 7" />,
  'chevron-right': <path d="m9 5 7 7-7 7" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
  menu: <path d="M4 7h16M4 12h16M4 17h16" />,
  rupee: <path d="M6 4h12M6 8.5h12M9 4c5.5 0 5.5 9 0 9H6.5L15 21" />,
  shield: (
    <>
      <path d="M12 3 4.5 6v5.5c0 4.8 3.2 8.2 7.5 9.5 4.3-1.3 7.5-4.7 7.5-9.5V6z" />
      <path d="m8.5 12 2.5 2.5 4.5-5" />
    </>
  ),
  temple: (
    <>
      <path d="M12 2v2M8 9l4-5 4 5M6 9h12M7 9v11M17 9v11M3 21h18M10.5 21v-5h3v5" />
      <path d="M4.5 13h15" />
    </>
  ),
  hands: (
    <>
      <path d="M12 21V11.5L9.2 5.3a1.3 1.3 0 0 0-2.4 1l1.6 5.2" />
      <path d="M12 21V11.5l2.8-6.2a1.3 1.3 0 0 1 2.4 1l-1.6 5.2" />
      <path d="M8.4 11.5 5 15.5l3.5 5.5M15.6 11.5l3.4 4-3.5 5.5" />
    </>
  ),
};

const FILLED: Partial<Record<IconName, ReactNode>> = {
  facebook: (
    <path d="M13.5 21v-7.5H16l.4-3H13.5V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4A21 21 0 0 0 14.3 4.3c-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21z" />
  ),
  twitter: (
    <path d="M17.8 3.5h3L14.3 11l7.7 9.5h-6l-4.7-5.8-5.4 5.8H2.9l7-7.6L2.5 3.5h6.2l4.3 5.3zm-1 15.3h1.6L7.7 5.1H6z" />
  ),
  instagram: (
    <path d="M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM12 2.5c-2.6 0-2.9 0-3.9.1-3.5.2-5.4 2-5.5 5.5-.1 1-.1 1.3-.1 3.9s0 2.9.1 3.9c.1 3.5 2 5.4 5.5 5.5 1 .1 1.3.1 3.9.1s2.9 0 3.9-.1c3.5-.1 5.4-2 5.5-5.5.1-1 .1-1.3.1-3.9s0-2.9-.1-3.9c-.1-3.5-2-5.4-5.5-5.5-1-.1-1.3-.1-3.9-.1zm0 1.7c2.5 0 2.8 0 3.8.1 2.6.1 3.7 1.3 3.8 3.8.1 1 .1 1.3.1 3.8s0 2.8-.1 3.8c-.1 2.5-1.3 3.7-3.8 3.8-1 .1-1.3.1-3.8.1s-2.8 0-3.8-.1c-2.5-.1-3.7-1.3-3.8-3.8-.1-1-.1-1.3-.1-3.8s0-2.8.1-3.8C4.5 5.6 5.6 4.4 8.2 4.3c1-.1 1.3-.1 3.8-.1z" />
  ),
  linkedin: (
    <path d="M4.5 3A1.5 1.5 0 0 0 3 4.5v15A1.5 1.5 0 0 0 4.5 21h15a1.5 1.5 0 0 0 1.5-1.5v-15A1.5 1.5 0 0 0 19.5 3zm2.2 3.2a1.6 1.6 0 1 1 0 3.2 1.6 1.6 0 0 1 0-3.2zM5.4 10.5h2.7V18H5.4zm4.4 0h2.6v1c.4-.7 1.3-1.2 2.6-1.2 2.7 0 3.2 1.7 3.2 3.9V18h-2.7v-3.4c0-.9 0-2-1.3-2s-1.6 1-1.6 2V18H9.8z" />
  ),
  youtube: (
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3z" />
  ),
  play: <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.2-6.5a1 1 0 0 0 0-1.8L9.5 4.6A1 1 0 0 0 8 5.5z" />,
};

export interface IconProps {
  name: IconName;
  /** Width and height in px (default 24). */
  size?: number;
  /** When given, the icon is announced with this name; otherwise it is decorative and hidden from screen readers. */
  title?: string;
}

/** Inline SVG icon; decorative (aria-hidden) unless a title is given. */
export default function Icon({ name, size = 24, title }: IconProps) {
  const filled = FILLED[name];
  const labelled = title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true };
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      focusable="false"
      data-icon={name}
      {...labelled}
      {...(filled
        ? { fill: 'currentColor' }
        : {
            fill: 'none',
            stroke: 'currentColor',
            strokeWidth: 1.8,
            strokeLinecap: 'round' as const,
            strokeLinejoin: 'round' as const,
          })}
    >
      {title ? <title>{title}</title> : null}
      {filled ?? STROKE[name]}
    </svg>
  );
}
