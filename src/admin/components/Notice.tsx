import type { ReactNode } from 'react';
import styles from './ui.module.css';

const TONES = { error: styles.noticeError, success: styles.noticeSuccess, info: styles.noticeInfo };

/** A message box: errors are announced at once (role alert), others politely (role status). */
export default function Notice({ tone, children }: { tone: keyof typeof TONES; children: ReactNode }) {
  return (
    <div className={TONES[tone]} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

export function Loading({ what }: { what: string }) {
  return (
    <p className={styles.muted} role="status">
      Loading {what}…
    </p>
  );
}

/** What the last action came to: its success message, then its problem (either may be absent). */
export function Outcome({ success, problem }: { success?: string | null; problem?: string | null }) {
  return (
    <>
      {success && <Notice tone="success">{success}</Notice>}
      {problem && <Notice tone="error">{problem}</Notice>}
    </>
  );
}
