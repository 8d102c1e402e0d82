import type { BenefitIcon as BenefitIconName } from "~/content/campaign.schema";

// Line icons drawn for the campaign pages (24×24, stroke in currentColor).
const BENEFIT_PATHS: Record<BenefitIconName, string> = {
  priceGuarantee: "M3 12l8-8h8v8l-8 8zM15 8h.01M12 3l-1 1M9 14l2 2 4-4",
  returns: "M4 8l8-4 8 4v8l-8 4-8-4zM4 8l8 4 8-4M12 12v8M9 3.5L7 6",
  membership: "M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z",
  shipping: "M2 6h11v9H2zM13 9h4l3 3v3h-7M6 18a2 2 0 1 0 0-.01M17 18a2 2 0 1 0 0-.01",
  support: "M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v5H4zM17 13h3v5h-3M20 18a4 4 0 0 1-4 3h-3",
  warranty: "M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-4.5",
};

export function BenefitIcon({ icon, title }: { icon: BenefitIconName; title: string }) {
  return (
    <svg
      className="benefit-icon"
      viewBox="0 0 24 24"
      width="40"
      height="40"
      role="img"
      aria-label={title}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={BENEFIT_PATHS[icon]} />
    </svg>
  );
}

export type GiftKind = "clothing" | "insulatedCup" | "hat" | "express";

const GIFT_PATHS: Record<GiftKind, string> = {
  clothing: "M8 3l-5 3 2 4 2-1v12h10V9l2 1 2-4-5-3c-1 2-2.5 3-4 3S9 5 8 3z",
  insulatedCup: "M6 4h12l-1.5 16a1 1 0 0 1-1 1h-7a1 1 0 0 1-1-1zM6 8h12M18 9h1.5a1.5 1.5 0 0 1 0 5H17.6",
  hat: "M4 16c0-5 3.5-9 8-9s8 4 8 9zM2 16h20v2H2zM12 7V5",
  express: "M3 7h11v9H3zM14 10h4l3 3v3h-7M1 10h5M1 13h4M7 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01",
};

/** A free gift's pictogram; decorative, the text next to it names the gift. */
export function GiftIcon({ kind, className }: { kind: GiftKind; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={GIFT_PATHS[kind]} />
    </svg>
  );
}
