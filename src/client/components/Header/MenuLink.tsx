import type { ReactNode } from 'react';
import { Link } from '../../i18n';
import { useIsCurrentPath } from './currentPath';

/** A link of the site's menus, marked aria-current="page" while it leads to the page open now. */
export default function MenuLink({
  to,
  className,
  onClick,
  children,
}: {
  to: string;
  className: string;
  onClick?: () => void;
  children: ReactNode;
}) {
  const isCurrent = useIsCurrentPath();
  return (
    <Link to={to} className={className} aria-current={isCurrent(to) ? 'page' : undefined} onClick={onClick}>
      {children}
    </Link>
  );
}
