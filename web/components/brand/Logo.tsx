import type { SVGProps } from 'react';

/** The emblem: a banana-yellow envelope sealed with a jungle leaf. Decorative (the wordmark is text). */
export function LogoMark(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" {...props}>
      <rect x="2" y="2" width="44" height="44" rx="12" fill="#2f7a4a" stroke="#ffd23f" strokeWidth="2" />
      <rect x="9" y="14" width="30" height="21" rx="3.5" fill="#ffd23f" />
      <path
        d="M10 16l14 11 14-11"
        fill="none"
        stroke="#b97d00"
        strokeWidth="2.6"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
      <path d="M24 27c2-8 9-12 16-11-1 8-8 12-16 11z" fill="#5fb36f" />
      <path
        d="M25 26.5c4-3.5 8-6 13-8"
        fill="none"
        stroke="#163d27"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Emblem + wordmark. Place inside a link whose name it supplies ("Jungle Mail"). */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={className} style={{ display: 'inline-flex', alignItems: 'center', gap: '0.5rem' }}>
      <LogoMark width={36} height={36} />
      <span
        style={{
          fontFamily: 'var(--font-display)',
          fontWeight: 800,
          fontSize: '1.25rem',
          letterSpacing: '-0.01em',
        }}
      >
        Jungle Mail
      </span>
    </span>
  );
}
