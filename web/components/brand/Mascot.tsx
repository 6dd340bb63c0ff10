import type { SVGProps } from 'react';

interface MascotProps extends SVGProps<SVGSVGElement> {
  /** Accessible name; when absent the mascot is decorative. */
  title?: string;
  /** Hold a banana in the right hand. */
  withBanana?: boolean;
}

const fur = '#6b3f1f';
const furDark = '#4e2c14';
const skin = '#f1cfa3';
const skinShade = '#e2b684';

/** Bongo, the Jungle Mail monkey: a friendly, waving cartoon monkey drawn in SVG. */
export function Mascot({ title, withBanana = true, ...props }: MascotProps) {
  const labelled = title !== undefined;
  return (
    <svg
      viewBox="-8 0 248 270"
      role={labelled ? 'img' : undefined}
      aria-label={labelled ? title : undefined}
      aria-hidden={labelled ? undefined : true}
      focusable="false"
      {...props}
    >
      {/* tail */}
      <path
        d="M166 220c38 6 58-22 46-46-9-18-34-14-33 3 1 11 15 12 17 4"
        fill="none"
        stroke={furDark}
        strokeWidth="11"
        strokeLinecap="round"
      />
      {/* legs */}
      <ellipse cx="92" cy="250" rx="24" ry="14" fill={furDark} />
      <ellipse cx="148" cy="250" rx="24" ry="14" fill={furDark} />
      <ellipse cx="88" cy="254" rx="14" ry="8" fill={skinShade} />
      <ellipse cx="152" cy="254" rx="14" ry="8" fill={skinShade} />
      {/* body */}
      <path d="M64 214c0-40 25-62 56-62s56 22 56 62c0 24-24 38-56 38s-56-14-56-38z" fill={fur} />
      <ellipse cx="120" cy="214" rx="34" ry="30" fill={skin} />
      <path
        d="M100 204c6 4 14 6 20 6s14-2 20-6"
        fill="none"
        stroke={skinShade}
        strokeWidth="3"
        strokeLinecap="round"
      />
      {/* left arm, waving */}
      <path d="M76 188C44 182 16 164 8 136" fill="none" stroke={fur} strokeWidth="19" strokeLinecap="round" />
      <circle cx="6" cy="128" r="14" fill={skin} />
      <path d="M-3 120l-4-9M6 116v-10M15 120l4-9" stroke={skin} strokeWidth="7" strokeLinecap="round" />
      {/* right arm, holding a banana up */}
      <path d="M168 194c16 2 30-4 38-18" fill="none" stroke={fur} strokeWidth="19" strokeLinecap="round" />
      {withBanana && (
        <g transform="translate(208 174) rotate(120) translate(-50 -28)">
          <path
            d="M9 44c9 12 33 13 45-6 4-6 5-12 3-17-1-2-4-2-5 0-4 15-17 24-38 20-4-1-7 1-5 3z"
            fill="#ffd23f"
            stroke="#b97d00"
            strokeWidth="2.5"
            strokeLinejoin="round"
          />
          <path
            d="M14 45c14 5 30 1 38-14"
            fill="none"
            stroke="#f2b705"
            strokeWidth="3"
            strokeLinecap="round"
          />
          <circle cx="9.5" cy="43.5" r="2.5" fill="#4e2c14" />
        </g>
      )}
      <circle cx="208" cy="174" r="13" fill={skin} />
      {/* ears */}
      <circle cx="50" cy="98" r="26" fill={fur} />
      <circle cx="190" cy="98" r="26" fill={fur} />
      <circle cx="52" cy="99" r="15" fill={skinShade} />
      <circle cx="188" cy="99" r="15" fill={skinShade} />
      {/* head */}
      <circle cx="120" cy="92" r="70" fill={fur} />
      <path d="M104 26c4-12 18-16 24-8-8 0-12 4-12 10" fill={furDark} />
      {/* face */}
      <path
        d="M120 68c8-14 22-20 34-16 16 6 20 26 12 42 10 8 14 20 10 32-6 20-30 30-56 30s-50-10-56-30c-4-12 0-24 10-32-8-16-4-36 12-42 12-4 26 2 34 16z"
        fill={skin}
      />
      {/* brows */}
      <path
        d="M88 66c6-5 14-6 20-2M132 64c6-4 14-3 20 2"
        fill="none"
        stroke={furDark}
        strokeWidth="4"
        strokeLinecap="round"
      />
      {/* eyes */}
      <ellipse cx="100" cy="86" rx="10" ry="12" fill="#2b1a10" />
      <ellipse cx="140" cy="86" rx="10" ry="12" fill="#2b1a10" />
      <circle cx="104" cy="81" r="3.6" fill="#ffffff" />
      <circle cx="144" cy="81" r="3.6" fill="#ffffff" />
      <circle cx="97" cy="91" r="1.6" fill="#ffffff" />
      <circle cx="137" cy="91" r="1.6" fill="#ffffff" />
      {/* cheeks */}
      <ellipse cx="78" cy="112" rx="10" ry="6" fill="#e98b7a" opacity="0.55" />
      <ellipse cx="162" cy="112" rx="10" ry="6" fill="#e98b7a" opacity="0.55" />
      {/* nose */}
      <ellipse cx="113" cy="108" rx="3.4" ry="2.6" fill={furDark} />
      <ellipse cx="127" cy="108" rx="3.4" ry="2.6" fill={furDark} />
      {/* smile */}
      <path d="M96 122c8 18 40 18 48 0z" fill="#7a2b22" />
      <path d="M108 132c6 5 18 5 24 0-4-4-8-5-12-5s-8 1-12 5z" fill="#e7787a" />
      <path
        d="M96 122c8 18 40 18 48 0"
        fill="none"
        stroke={furDark}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      {/* leaf on the head */}
      <path d="M126 24c10-20 34-22 42-14-8 14-26 20-42 14z" fill="#3f8f5a" />
      <path d="M128 23c10-6 22-10 34-11" fill="none" stroke="#1f5134" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
