/**
 * The globe that stands for "another region": beside the region's name in the header, and on the region chooser's
 * "Other Regions" card. `hidden` hides it from assistive technology where nothing around it does already.
 */
export function GlobeIcon({ size, hidden = false }: { size: number; hidden?: boolean }) {
  return (
    <svg width={size} height={size} viewBox="0 0 16 16" aria-hidden={hidden ? "true" : undefined} focusable="false">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" />
      <path
        d="M1.5 8h13M8 1.5c2 2 2.8 4 2.8 6.5S10 12.5 8 14.5M8 1.5C6 3.5 5.2 5.5 5.2 8S6 12.5 8 14.5"
        fill="none"
        stroke="currentColor"
      />
    </svg>
  );
}
