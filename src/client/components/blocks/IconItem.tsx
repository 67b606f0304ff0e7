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

export interface IconCard {
  icon: IconName;
  title: string;
  text: string;
}

/** A CSS module naming the parts of an icon card by the classes `item`, `icon`, `title` and `text`. */
export type IconCardClasses = Readonly<Record<string, string>>;

/** Cards of an icon, a title and a short text (a feature, a level of governance), in the list given. */
export function IconCards({
  cards,
  size,
  classes,
  listClassName,
  ordered = false,
}: {
  cards: readonly IconCard[];
  /** The icon's size in pixels. */
  size: number;
  classes: IconCardClasses;
  listClassName: string;
  /** An ordered list where the order means something (levels). */
  ordered?: boolean;
}) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={listClassName}>
      {cards.map((card) => (
        <IconItem
          key={card.title}
          icon={card.icon}
          size={size}
          className={`card ${classes.item}`}
          iconClassName={classes.icon}
        >
          <h3 className={classes.title}>{card.title}</h3>
          <p className={classes.text}>{card.text}</p>
        </IconItem>
      ))}
    </List>
  );
}
