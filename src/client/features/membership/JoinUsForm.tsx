import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useMachine } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { membershipBasePaise } from '../../../shared/money';
import {
  IDENTITY_ACCEPT,
  PHOTO_ACCEPT,
  type FileKind,
  type MembershipForm,
} from '../../../shared/validation';
import {
  CERTIFICATION_TEXT,
  DECLARATION_TEXT,
  DOCUMENTS,
  GENDER_OPTIONS,
  JOIN_US_ACTIONS,
  JOIN_US_PAGE,
  JOIN_US_RESULTS,
  JOIN_US_SECTIONS,
  MASKED_AADHAAR_NOTE,
  MEMBERSHIP_FIELD_LABELS,
  MEMBERSHIP_PRICES,
  MEMBERSHIP_TYPE_NOTES,
} from '../../content/joinUs';
import PrivacyNote from '../../components/PrivacyNote';
import FormHeading from '../../lib/FormHeading';
import { useT, useTranslated } from '../../i18n';
import ChargeSummary from '../payments/ChargeSummary';
import ErrorSummary, { summaryErrorsOf } from '../payments/ErrorSummary';
import {
  PaymentActions,
  paymentOutcomeScreen,
  SubmitButton,
  usePaymentProgress,
} from '../payments/journeyForm';
import { useJourneyMachineOptions } from '../payments/inspector';
import {
  ADDRESS_FIELD_ORDER,
  AddressFields,
  bindFields,
  PERSON_FIELD_ORDER,
  PersonFields,
} from '../payments/personFields';
import { translateErrors, translateOptions } from '../payments/journeyText';
import { FileField } from '../payments/fields';
import type { PaymentConfig } from '../payments/paymentFlow';
import { shrinkPhoto } from './shrinkPhoto';
import {
  membershipMachine,
  type MemberFileField,
  type MembershipErrors,
  type MembershipField,
} from './membershipMachine';
import styles from './JoinUsForm.module.css';

type MembershipFields = ReturnType<typeof bindFields<MembershipForm>>;
type MembershipSnapshot = SnapshotFrom<typeof membershipMachine>;
type TranslatedErrors = Partial<Record<MembershipField | MemberFileField, string>>;

const fieldId = (field: MembershipField | MemberFileField) => `join-${field.replace(/_/g, '-')}`;

/** Where the first message is, in the order the form shows its fields. */
const FIELD_ORDER: (MembershipField | MemberFileField)[] = [
  ...PERSON_FIELD_ORDER,
  ...ADDRESS_FIELD_ORDER,
  'dbjs_member',
  'memberProfile',
  'aadharFile',
  'personal_checkbox',
  'choose_type_checbox',
];

const focusTarget = (field: MembershipField | MemberFileField) =>
  field === 'gender' ? `input[name="${fieldId('gender')}"]` : `#${fieldId(field)}`;

const focusField = (field: MembershipField | MemberFileField) =>
  document.querySelector<HTMLElement>(focusTarget(field))?.focus();

/** Focuses the first field with a message, in the order the form shows them. */
function focusFirstInvalid(errors: MembershipErrors) {
  const firstInvalid = FIELD_ORDER.find((field) => errors[field]);
  if (firstInvalid) focusField(firstInvalid);
}

/** The Join Us application (docs/product.md#journeys): one page, paid through the gateway's checkout. */
export default function JoinUsForm({ config }: { config: PaymentConfig }) {
  const t = useT();
  const [snapshot, send, actorRef] = useMachine(membershipMachine, useJourneyMachineOptions(config));
  // The page's language; the options' values (what is submitted) stay the English values the API expects.
  const LABELS = useTranslated(MEMBERSHIP_FIELD_LABELS, MEMBERSHIP_PRICES);
  const PAGE = useTranslated(JOIN_US_PAGE, MEMBERSHIP_PRICES);
  const SECTIONS = useTranslated(JOIN_US_SECTIONS);
  const DOCS = useTranslated(DOCUMENTS);
  const ACTIONS = useTranslated(JOIN_US_ACTIONS);
  const RESULTS = useTranslated(JOIN_US_RESULTS);
  // Submits that found problems: the summary at the top of the form takes focus on each.
  const [summaryShownAt, setSummaryShownAt] = useState(0);
  const { busy, confirming, actions } = usePaymentProgress(snapshot, () => send({ type: 'form.submit' }));
  useFocusAfterRefusal(snapshot);
  const documents = useDocumentChoice(actorRef);
  const { form, receipt } = snapshot.context;
  const errors = translateErrors(t, snapshot.context.errors);
  const canSubmit = snapshot.can({ type: 'form.submit' });

  const back = () => send({ type: 'result.back' });
  const outcome = paymentOutcomeScreen(snapshot, {
    confirming,
    onRetry: () => send({ type: 'verify.retry' }),
    success: {
      title: RESULTS.success.title,
      message: RESULTS.success.message,
      receipt,
      receiptNumberLabel: RESULTS.receiptNumber,
      receiptLinkLabel: RESULTS.receiptLink,
      backLabel: RESULTS.back,
      onBack: back,
    },
    failure: {
      title: RESULTS.failure.title,
      message: RESULTS.failure.message,
      detail: RESULTS.failure.detail,
      backLabel: RESULTS.back,
      onBack: back,
    },
  });
  if (outcome) return outcome;

  const change = (field: MembershipField, value: string | boolean) =>
    send({ type: 'form.change', field, value });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'form.submit' });
    const after = actorRef.getSnapshot();
    if (after.matches('editing') && FIELD_ORDER.some((field) => after.context.errors[field]))
      setSummaryShownAt((count) => count + 1);
  };

  const summaryErrors = summaryErrorsOf(FIELD_ORDER, errors, {
    fieldId,
    focusTarget,
    label: (field) =>
      field === 'memberProfile'
        ? DOCS.photo.label
        : field === 'aadharFile'
          ? DOCS.identity.label
          : field === 'dbjs_member'
            ? SECTIONS.membership
            : LABELS[field],
  });
  const fields = bindFields({ form, errors, labels: LABELS, fieldId, change });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="join-form-title">
      <FormHeading id="join-form-title" title={PAGE.formTitle} intro={PAGE.intro} />

      <ErrorSummary errors={summaryErrors} shownAt={summaryShownAt} />

      <fieldset className={styles.steps} disabled={busy}>
        <Section name="personal">
          <div className={styles.grid}>
            <PersonFields
              fields={fields}
              genders={translateOptions(t, GENDER_OPTIONS)}
              onBirthDateBlur={() => send({ type: 'form.blur', field: 'data_of_birth' })}
            />
          </div>
        </Section>
        <Section name="address">
          <div className={styles.grid}>
            <AddressFields fields={fields} />
          </div>
        </Section>
        <MembershipSection fields={fields} form={form} errors={errors} />
        <DocumentsSection files={snapshot.context.files} errors={errors} onFile={documents} />
        <DeclarationSection fields={fields} errors={errors} />
      </fieldset>

      <PaymentActions {...actions} className={styles.actions} processingLabel={ACTIONS.processing}>
        <SubmitButton canSubmit={canSubmit} hintId="join-submit-hint" label={ACTIONS.submit} />
        {canSubmit ? null : (
          <p id="join-submit-hint" className={styles.submitHint}>
            {ACTIONS.submitHint}
          </p>
        )}
      </PaymentActions>
    </form>
  );
}

/**
 * A refusal the browser could not foresee (a 400 naming fields, such as a photo whose picture does not decode)
 * brings the form back as it was: focus goes to the first named field, whose message is beside it.
 */
function useFocusAfterRefusal(snapshot: MembershipSnapshot) {
  const creatingOrder = snapshot.matches('creatingOrder');
  const wasCreatingOrder = useRef(false);
  useEffect(() => {
    if (wasCreatingOrder.current && !creatingOrder && snapshot.matches('editing')) {
      focusFirstInvalid(snapshot.context.errors);
    }
    wasCreatingOrder.current = creatingOrder;
  }, [creatingOrder, snapshot]);
}

/** Keeps the chosen photo and identity document in the journey's state: each file field's handler. */
function useDocumentChoice(actorRef: ActorRefFrom<typeof membershipMachine>) {
  /** The latest photo choice (choosePhoto below): a slower, earlier shrink that finishes later is dropped. */
  const photoPick = useRef(0);

  // A file refused at once (by its name, size or first bytes) is not kept; the field takes focus, so its
  // message beside it is read out, and the rest of the form stays as it was.
  const chooseFile = (field: MemberFileField, file: File | null, kind: FileKind | null) => {
    actorRef.send({ type: 'form.file', field, file, kind });
    if (actorRef.getSnapshot().context.errors[field]) focusField(field);
  };

  // The photo is shrunk in the browser before it is kept (shrinkPhoto.ts): a phone's 12 MB photo goes up as a JPEG
  // of a few hundred kB. Only the latest choice counts when a slow shrink finishes after another was made.
  const choosePhoto = (file: File | null, kind: FileKind | null) => {
    const pick = ++photoPick.current;
    if (!file) return chooseFile('memberProfile', file, kind);
    void shrinkPhoto(file, kind).then((shrunk) => {
      if (pick === photoPick.current) chooseFile('memberProfile', shrunk.file, shrunk.kind);
    });
  };

  return {
    memberProfile: choosePhoto,
    aadharFile: (file: File | null, kind: FileKind | null) => chooseFile('aadharFile', file, kind),
  };
}

/** One titled part of the form, labelled by its heading. */
function Section({ name, children }: { name: keyof typeof JOIN_US_SECTIONS; children: ReactNode }) {
  const SECTIONS = useTranslated(JOIN_US_SECTIONS);
  return (
    <section className={styles.section} aria-labelledby={`join-section-${name}`}>
      <h3 id={`join-section-${name}`} className={styles.sectionTitle}>
        {SECTIONS[name]}
      </h3>
      {children}
    </section>
  );
}

/** What a section of the form draws its fields and messages from. */
interface SectionProps {
  fields: MembershipFields;
  errors: TranslatedErrors;
}

/** The two memberships (at least one), and what the chosen ones cost. */
function MembershipSection({ fields, form, errors }: SectionProps & { form: MembershipForm }) {
  const SECTIONS = useTranslated(JOIN_US_SECTIONS);
  const NOTES = useTranslated(MEMBERSHIP_TYPE_NOTES);
  const basePaise = membershipBasePaise(form);
  return (
    <Section name="membership">
      <div className={styles.membership}>
        <fieldset
          className={styles.types}
          aria-describedby={errors.dbjs_member ? 'join-types-error' : undefined}
        >
          <legend className="visually-hidden">{SECTIONS.membership}</legend>
          {fields.check('dbjs_member', { hint: NOTES.dbjs_member })}
          {fields.check('magazine_member', { hint: NOTES.magazine_member })}
          {errors.dbjs_member ? (
            <p id="join-types-error" className={styles.error}>
              {errors.dbjs_member}
            </p>
          ) : null}
        </fieldset>
        {basePaise > 0 ? (
          <ChargeSummary basePaise={basePaise} />
        ) : (
          <p className={styles.noneChosen}>{NOTES.noneChosen}</p>
        )}
      </div>
    </Section>
  );
}

/** The documents, in the order the form asks them; only the photograph shows a preview. */
const DOCUMENT_FIELDS = [
  { field: 'memberProfile', accept: PHOTO_ACCEPT, text: 'photo' },
  { field: 'aadharFile', accept: IDENTITY_ACCEPT, text: 'identity' },
] as const;

type DocumentsProps = Pick<SectionProps, 'errors'> & {
  files: MembershipSnapshot['context']['files'];
  onFile: ReturnType<typeof useDocumentChoice>;
};

/** The photo and the identity document, with the note on masking the Aadhaar number. */
function DocumentsSection({ files, errors, onFile }: DocumentsProps) {
  const DOCS = useTranslated(DOCUMENTS);
  const AADHAAR = useTranslated(MASKED_AADHAAR_NOTE);
  return (
    <Section name="documents">
      <div className={styles.grid}>
        {DOCUMENT_FIELDS.map(({ field, accept, text }) => (
          <FileField
            key={field}
            id={fieldId(field)}
            label={DOCS[text].label}
            accept={accept}
            buttonLabel={DOCS[text].button}
            noFileLabel={DOCS.noFile}
            hint={DOCS[text].hint}
            previewAlt={text === 'photo' ? DOCS.photo.previewAlt : undefined}
            file={files[field]}
            onFile={onFile[field]}
            error={errors[field]}
            required
          />
        ))}
        <aside className={styles.note} aria-labelledby="join-aadhaar-note">
          <h4 id="join-aadhaar-note" className={styles.noteTitle}>
            {AADHAAR.title}
          </h4>
          {AADHAAR.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </aside>
      </div>
    </Section>
  );
}

/** The declaration and the certification, both required. */
function DeclarationSection({ fields, errors }: SectionProps) {
  const t = useT();
  return (
    <Section name="declaration">
      <div className={styles.grid}>
        {fields.check('personal_checkbox', {
          label: t(DECLARATION_TEXT),
          error: errors.personal_checkbox,
          required: true,
        })}
        {fields.check('choose_type_checbox', {
          label: t(CERTIFICATION_TEXT),
          error: errors.choose_type_checbox,
          hint: <PrivacyNote />,
          required: true,
        })}
      </div>
    </Section>
  );
}
