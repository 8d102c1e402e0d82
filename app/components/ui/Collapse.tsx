import { useId, useState } from "react";

interface CollapseProps {
  title: React.ReactNode;
  /** Heading level wrapping the trigger, so panels stay in the document outline. */
  headingLevel?: 2 | 3 | 4;
  defaultOpen?: boolean;
  className?: string;
  children: React.ReactNode;
}

/**
 * A disclosure panel: a button with aria-expanded controls a region whose height animates over 0.5 s (spec §4,
 * CSS in styles/support.css; none under prefers-reduced-motion). A closed panel is inert, so its links skip Tab.
 */
export function Collapse({ title, headingLevel = 3, defaultOpen = false, className, children }: CollapseProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={className}>
      <Heading>
        <button
          type="button"
          className="collapse__trigger"
          id={`${id}-trigger`}
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => setOpen((value) => !value)}
        >
          <span>{title}</span>
          <span className="collapse__icon" aria-hidden="true" />
        </button>
      </Heading>
      <div
        id={`${id}-panel`}
        role="region"
        aria-labelledby={`${id}-trigger`}
        className={open ? "collapse__panel collapse__panel--open" : "collapse__panel"}
        inert={!open}
      >
        <div className="collapse__content">
          <div>{children}</div>
        </div>
      </div>
    </div>
  );
}
