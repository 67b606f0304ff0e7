import type { ReactNode } from 'react';
import { Link } from '../i18n';

/** A list of plain links, one item each (footer sections, the header's menu before hydration, hub directories). */
export default function LinkList({
  links,
  className,
  children,
}: {
  links: readonly { label: string; to: string }[];
  className?: string;
  /** Items shown before the links, e.g. a group's label. */
  children?: ReactNode;
}) {
  return (
    <ul className={className}>
      {children}
      {links.map((link) => (
        <li key={link.to}>
          <Link to={link.to}>{link.label}</Link>
        </li>
      ))}
    </ul>
  );
}
