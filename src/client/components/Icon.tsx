import { createElement } from 'react';
import iconData from './icons.json';

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

/** One SVG element of an icon: its tag and attributes. */
type Shape = ['path' | 'circle' | 'rect', Record<string, string>];

// Line icons on a 24 px grid, drawn with the current text colour; brand marks (social networks) are filled. The
// drawings are data, in icons.json: each icon's elements in order.
const ICONS = iconData as unknown as Record<'stroke' | 'filled', Partial<Record<IconName, Shape[]>>>;

const drawing = (shapes: Shape[]) =>
  shapes.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }));

export interface IconProps {
  name: IconName;
  /** Width and height in px (default 24). */
  size?: number;
  /** When given, the icon is announced with this name; otherwise it is decorative and hidden from screen readers. */
  title?: string;
}

/** Inline SVG icon; decorative (aria-hidden) unless a title is given. */
export default function Icon({ name, size = 24, title }: IconProps) {
  const filled = ICONS.filled[name];
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
      {drawing(filled ?? ICONS.stroke[name] ?? [])}
    </svg>
  );
}
