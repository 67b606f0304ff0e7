import { Link, useTranslated } from '../i18n';
import { PRIVACY_NOTE, PRIVACY_POLICY_PATH } from '../content/legal';

/**
 * One line beside a form's consent box (or its send button) linking the privacy policy, so that the notice the
 * DPDP Act 2023 asks for is in front of the visitor when they agree to give their details.
 */
export default function PrivacyNote() {
  const note = useTranslated(PRIVACY_NOTE);
  return (
    <>
      {note.before}
      <Link to={PRIVACY_POLICY_PATH}>{note.link}</Link>
      {note.after}
    </>
  );
}
