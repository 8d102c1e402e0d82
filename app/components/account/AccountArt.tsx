/** Decorative panel beside the forms: a stylised robot head in the brand colours (no photo; purely ornamental). */
export function AccountArt() {
  return (
    <svg className="account-art" viewBox="0 0 320 320" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="account-art-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#232834" />
          <stop offset="1" stopColor="#0b0d12" />
        </linearGradient>
        <linearGradient id="account-art-metal" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#ffd54a" />
          <stop offset="1" stopColor="#f5b700" />
        </linearGradient>
      </defs>
      <rect width="320" height="320" rx="28" fill="url(#account-art-bg)" />
      <g opacity="0.18" stroke="#b8bfcc" strokeWidth="1">
        {Array.from({ length: 9 }, (_, i) => (
          <line key={`h${i}`} x1="0" x2="320" y1={32 * (i + 1)} y2={32 * (i + 1)} />
        ))}
        {Array.from({ length: 9 }, (_, i) => (
          <line key={`v${i}`} y1="0" y2="320" x1={32 * (i + 1)} x2={32 * (i + 1)} />
        ))}
      </g>
      <path d="M160 58 L214 84 L226 150 L206 214 L160 240 L114 214 L94 150 L106 84 Z" fill="url(#account-art-metal)" />
      <path d="M160 58 L160 240 L114 214 L94 150 L106 84 Z" fill="#000" opacity="0.12" />
      <path d="M118 128 L150 136 L150 152 L116 146 Z" fill="#0b0d12" />
      <path d="M202 128 L170 136 L170 152 L204 146 Z" fill="#0b0d12" />
      <path d="M126 134 L146 139 L146 146 L125 143 Z" fill="#6fd3ff" />
      <path d="M194 134 L174 139 L174 146 L195 143 Z" fill="#6fd3ff" />
      <path d="M138 186 L182 186 L174 206 L146 206 Z" fill="#0b0d12" opacity="0.85" />
      <path d="M106 84 L88 40 L126 74 Z M214 84 L232 40 L194 74 Z" fill="#f5b700" />
      <circle cx="160" cy="272" r="6" fill="#f5b700" />
      <circle cx="138" cy="272" r="4" fill="#b8bfcc" opacity="0.6" />
      <circle cx="182" cy="272" r="4" fill="#b8bfcc" opacity="0.6" />
    </svg>
  );
}
