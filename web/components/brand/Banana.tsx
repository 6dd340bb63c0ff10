import type { SVGProps } from 'react';

/** A ripe banana. Decorative: hidden from assistive technology. */
export function Banana(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" {...props}>
      <path
        d="M9 44c9 12 33 13 45-6 4-6 5-12 3-17-1-2-4-2-5 0-4 15-17 24-38 20-4-1-7 1-5 3z"
        fill="#ffd23f"
        stroke="#b97d00"
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M14 45c14 5 30 1 38-14" fill="none" stroke="#f2b705" strokeWidth="3" strokeLinecap="round" />
      <path d="M16 41c12 3 25-2 32-12" fill="none" stroke="#fff2a8" strokeWidth="2" strokeLinecap="round" />
      <path d="M54 21l2-9" stroke="#6b4226" strokeWidth="4" strokeLinecap="round" />
      <circle cx="9.5" cy="43.5" r="2.5" fill="#4e2c14" />
    </svg>
  );
}
