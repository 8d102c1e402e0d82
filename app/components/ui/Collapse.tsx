import { useEffect, useId, useRef, useState } from "react";
import { lockScroll, type ScrollRelease } from "~/client/scroll-lock";

interface CollapseProps {
  title: React.ReactNode;
  /** Heading level wrapping the trigger, so panels stay in the document outline. */
  headingLevel?: 2 | 3 | 4;
  defaultOpen?: boolean;
  className?: string;
  /** The height animation's length (0.5 s by default). */
  durationMs?: number;
  /** Locks the page's scroll while the panel opens or closes, so the page does not move under the pointer. */
  lockScroll?: boolean;
  children: React.ReactNode;
}

/**
 * A disclosure panel: a button with aria-expanded controls a region whose height animates over 0.5 s
 * (docs/requirements.md, "Motion and overlays", CSS in styles/support.css; none under prefers-reduced-motion). A closed
 * panel is inert, so its links skip Tab. With `lockScroll` the page does not scroll during the animation (the shared
 * lock of client/scroll-lock.ts).
 */
export function Collapse({
  title,
  headingLevel = 3,
  defaultOpen = false,
  className,
  durationMs = 500,
  lockScroll: lockDuringAnimation = false,
  children,
}: CollapseProps) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const release = useRef<{ unlock: ScrollRelease; timer: number } | null>(null);
  const unlock = () => {
    if (!release.current) return;
    window.clearTimeout(release.current.timer);
    release.current.unlock();
    release.current = null;
  };
  useEffect(() => unlock, []);
  const toggle = () => {
    setOpen((value) => !value);
    if (!lockDuringAnimation || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    unlock();
    // Released when the height transition ends, or after its length should transitionend not come.
    release.current = { unlock: lockScroll(document), timer: window.setTimeout(unlock, durationMs + 100) };
  };
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
          onClick={toggle}
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
        style={durationMs === 500 ? undefined : ({ "--collapse-duration": `${durationMs}ms` } as React.CSSProperties)}
        onTransitionEnd={(event) => {
          if (event.target === event.currentTarget) unlock();
        }}
        inert={!open}
      >
        <div className="collapse__content">
          <div>{children}</div>
        </div>
      </div>
    </div>
  );
}
