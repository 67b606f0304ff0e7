import { Link, useTranslated } from '../i18n';
import { DONATE_LINK, JOIN_LINK } from '../content/navigation';
import Icon from './Icon';

/** The Donate and Join Us buttons of the mobile menu and the footer; each place gives its own sizes and tone. */
export default function DonateAndJoin({
  className,
  heartSize,
  joinClassName,
}: {
  className: string;
  heartSize: number;
  /** The Join Us button's tone beside the solid Donate button ('btn-outline', 'btn-light'). */
  joinClassName: string;
}) {
  const donate = useTranslated(DONATE_LINK);
  const join = useTranslated(JOIN_LINK);
  return (
    <div className={className}>
      <Link to={DONATE_LINK.to} className="btn">
        <Icon name="heart" size={heartSize} />
        {donate.label}
      </Link>
      <Link to={JOIN_LINK.to} className={`btn ${joinClassName}`}>
        {join.label}
      </Link>
    </div>
  );
}
