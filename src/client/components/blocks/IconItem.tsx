import type { ReactNode } from 'react';
import Icon, { type IconName } from '../Icon';

export interface IconItemProps {
  icon: IconName;
  /** The icon's size in pixels; its badge's size and look are the badge class's. */
  size: number;
  className?: string;
  iconClassName: string;
  children: ReactNode;
}

/** A list item that opens with an icon in its badge (a feature, a step, a fact, a figure), then its text. */
export default function IconItem({ icon, size, className, iconClassName, children }: IconItemProps) {
  return (
    <li className={className}>
      <span className={iconClassName}>
        <Icon name={icon} size={size} />
      </span>
      {children}
    </li>
  );
}
