import type { Dealer } from "~/content/dealers.schema";

// Our own monogram artwork per dealer logo key: we have no partner logo files, so each key gets colours and a mark.
const LOGOS: Record<Dealer["img"], { mark: string; from: string; to: string; ink: string }> = {
  orbit: { mark: "OC", from: "#1d3557", to: "#457b9d", ink: "#f1faee" },
  brickhouse: { mark: "BH", from: "#9d0208", to: "#dc2f02", ink: "#fff3e0" },
  galaxy: { mark: "GH", from: "#240046", to: "#7b2cbf", ink: "#f5b700" },
  hobbyhall: { mark: "HH", from: "#004b23", to: "#38b000", ink: "#ffffff" },
  kaiju: { mark: "怪", from: "#0b0d12", to: "#3a3f4b", ink: "#f5b700" },
  modellbau: { mark: "MK", from: "#22223b", to: "#4a4e69", ink: "#f2e9e4" },
  ludique: { mark: "BL", from: "#0353a4", to: "#ef233c", ink: "#ffffff" },
  toybox: { mark: "TB", from: "#ff7b00", to: "#ffb700", ink: "#0b0d12" },
  nexus: { mark: "NX", from: "#003049", to: "#0077b6", ink: "#caf0f8" },
  robotica: { mark: "RB", from: "#2b2d42", to: "#8d99ae", ink: "#edf2f4" },
};

/** Decorative: the dealer's name is printed right next to it. */
export function DealerLogo({ logo, name }: { logo: Dealer["img"]; name: string }) {
  const art = LOGOS[logo];
  const gradientId = `dealer-logo-${logo}`;
  return (
    <svg
      className="dealer-card__logo"
      viewBox="0 0 320 88"
      preserveAspectRatio="xMinYMid slice"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={art.from} />
          <stop offset="1" stopColor={art.to} />
        </linearGradient>
      </defs>
      <rect width="320" height="88" fill={`url(#${gradientId})`} />
      <circle cx="278" cy="16" r="54" fill="none" stroke={art.ink} strokeOpacity="0.15" strokeWidth="10" />
      <rect
        x="18"
        y="18"
        width="52"
        height="52"
        rx="12"
        fill={art.ink}
        fillOpacity="0.14"
        stroke={art.ink}
        strokeWidth="2"
      />
      <text
        x="44"
        y="52"
        textAnchor="middle"
        fontSize="22"
        fontWeight="800"
        fill={art.ink}
        fontFamily="Inter, Arial, sans-serif"
      >
        {art.mark}
      </text>
      <text
        x="84"
        y="52"
        fontSize="17"
        fontWeight="700"
        fill={art.ink}
        fontFamily="'Inter Variable', 'Noto Sans JP Variable', Arial, sans-serif"
      >
        {name.length > 22 ? `${name.slice(0, 21)}…` : name}
      </text>
    </svg>
  );
}
