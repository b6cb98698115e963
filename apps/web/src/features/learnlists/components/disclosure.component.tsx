import { UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import classes from './learnlists.module.css';

interface DisclosureProps {
  /** What the button says (a chapter or topic name). */
  label: ReactNode;
  /** A line under the label (how many topics). */
  hint?: ReactNode;
  /** Rendered only while open: a closed chapter asks the server for nothing. */
  children: ReactNode;
  level?: 3 | 4;
}

/** A heading with a button that shows or hides what is below it (WAI-ARIA disclosure). */
export function Disclosure({ label, hint, children, level = 3 }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const Heading = level === 3 ? 'h3' : 'h4';
  return (
    <div className={classes.disclosure} data-level={level}>
      <Heading className={classes.disclosureHeading}>
        <UnstyledButton
          className={classes.disclosureButton}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
        >
          <IconChevronRight size={18} aria-hidden className={classes.chevron} data-open={open || undefined} />
          <span className={classes.disclosureLabel}>
            <span>{label}</span>
            {hint && <span className={classes.hint}>{hint}</span>}
          </span>
        </UnstyledButton>
      </Heading>
      <div id={panelId} hidden={!open} className={classes.disclosurePanel}>
        {open && children}
      </div>
    </div>
  );
}
