import { Link } from '../i18n';
import { PRIVACY_NOTE, PRIVACY_POLICY_PATH } from '../content/legal';

/**
 * One line beside a form's consent box (or its send button) linking the privacy policy, so that the notice the
 * DPDP Act 2023 asks for is in front of the visitor when they agree to give their details.
 */
export default function PrivacyNote() {
  return (
    <>
      {PRIVACY_NOTE.before}
      <Link to={PRIVACY_POLICY_PATH}>{PRIVACY_NOTE.link}</Link>
      {PRIVACY_NOTE.after}
    </>
  );
}
