import { useId, useState } from 'react';
import Icon from './Icon';

/** The state of a heading button that shows or hides a panel: whether it is open, and the panel's id. */
export function useDisclosure() {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  return { expanded, panelId, toggle: () => setExpanded((value) => !value) };
}

/** The button of a disclosure (aria-expanded, aria-controls): its label and a chevron. */
export function DisclosureButton({
  label,
  expanded,
  panelId,
  onToggle,
  className,
  chevronClassName,
}: {
  label: string;
  expanded: boolean;
  panelId: string;
  onToggle: () => void;
  className: string;
  chevronClassName: string;
}) {
  return (
    <button
      type="button"
      className={className}
      aria-expanded={expanded}
      aria-controls={panelId}
      onClick={onToggle}
    >
      <span>{label}</span>
      <span className={chevronClassName}>
        <Icon name="chevron-down" size={20} />
      </span>
    </button>
  );
}
