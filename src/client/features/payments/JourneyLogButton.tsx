import { useState } from 'react';
import { journeyLog } from './inspector';

/**
 * Development builds only (loaded lazily behind a NODE_ENV check, so production bundles do not hold it): copies
 * the journey's machine events as JSON for `npm run replay`, so a tester can attach what happened to a report.
 */
export default function JourneyLogButton({ machine }: { machine: 'donation' | 'membership' }) {
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(journeyLog(machine));
      setCopied('Journey log copied.');
    } catch {
      setCopied('The clipboard refused; see the console.');
      console.log(journeyLog(machine));
    }
  };
  return (
    <p>
      <button type="button" onClick={() => void copy()}>
        Copy journey log
      </button>{' '}
      <span role="status">{copied}</span>
    </p>
  );
}
