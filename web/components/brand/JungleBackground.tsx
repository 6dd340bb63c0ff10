import type { SVGProps } from 'react';

/** One pointed leaf with a midrib, pointing along +x from the origin, `length` long. */
function Leaf({ length, width, fill, rib }: { length: number; width: number; fill: string; rib: string }) {
  const w = width / 2;
  return (
    <g>
      <path
        d={`M0 0C${length * 0.25} ${-w} ${length * 0.7} ${-w} ${length} 0C${length * 0.7} ${w} ${length * 0.25} ${w} 0 0Z`}
        fill={fill}
      />
      <path
        d={`M0 0Q${length * 0.5} ${-w * 0.12} ${length * 0.94} 0`}
        fill="none"
        stroke={rib}
        strokeWidth={2}
        opacity={0.55}
      />
    </g>
  );
}

/** A fan of leaves (a palm crown or a fern) rooted at (x, y). */
function Frond({
  x,
  y,
  angles,
  length,
  width,
  fill,
  rib,
}: {
  x: number;
  y: number;
  angles: readonly number[];
  length: number;
  width: number;
  fill: string;
  rib: string;
}) {
  return (
    <g transform={`translate(${x} ${y})`}>
      {angles.map((angle, i) => (
        <g key={i} transform={`rotate(${angle})`}>
          <Leaf length={length * (0.82 + ((i * 37) % 10) / 50)} width={width} fill={fill} rib={rib} />
        </g>
      ))}
    </g>
  );
}

/** A hanging vine from the top edge with small leaves along it. */
function Vine({ x, length, sway }: { x: number; length: number; sway: number }) {
  const leaves = Array.from({ length: Math.floor(length / 70) }, (_, i) => 50 + i * 70);
  return (
    <g>
      <path
        d={`M${x} -10C${x + sway} ${length * 0.35} ${x - sway} ${length * 0.7} ${x + sway / 3} ${length}`}
        fill="none"
        stroke="#2f6b3f"
        strokeWidth={5}
        strokeLinecap="round"
      />
      {leaves.map((ly, i) => {
        const t = ly / length;
        const lx = x + Math.sin(t * Math.PI * 1.6) * sway * 0.55;
        return (
          <g key={ly} transform={`translate(${lx} ${ly}) rotate(${i % 2 === 0 ? 30 : 150})`}>
            <Leaf length={34} width={16} fill={i % 2 === 0 ? '#3f8f5a' : '#2f7a4a'} rib="#163d27" />
          </g>
        );
      })}
    </g>
  );
}

/**
 * The jungle scene behind the landing page and the loading overlay: a warm sky, rolling green hills,
 * palms, hanging vines and big foreground leaves. Purely decorative; scales to cover its box.
 */
export function JungleBackground(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="0 0 1440 900"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      <defs>
        <linearGradient id="jm-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#fdf3c4" />
          <stop offset="0.55" stopColor="#e4f0c2" />
          <stop offset="1" stopColor="#b9dca0" />
        </linearGradient>
        <radialGradient id="jm-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff6c8" />
          <stop offset="0.6" stopColor="#ffe27a" stopOpacity="0.9" />
          <stop offset="1" stopColor="#ffe27a" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1440" height="900" fill="url(#jm-sky)" />
      <circle cx="1120" cy="190" r="150" fill="url(#jm-sun)" />
      <circle cx="1120" cy="190" r="62" fill="#ffe27a" />

      {/* far hills */}
      <path d="M0 560C160 470 320 500 480 540S800 470 980 500s300 40 460-20V900H0Z" fill="#a9d18f" />
      <path d="M0 640C200 560 380 600 560 620s380-80 560-60 240 40 320 20V900H0Z" fill="#7fba72" />

      {/* palms */}
      <g>
        <path
          d="M120 700C126 600 140 500 170 410"
          fill="none"
          stroke="#8b5a2b"
          strokeWidth="18"
          strokeLinecap="round"
        />
        <path
          d="M122 690l16-6M126 640l18-6M132 590l18-6M140 540l18-6M150 490l17-6M160 445l16-6"
          stroke="#6b4226"
          strokeWidth="4"
          strokeLinecap="round"
        />
        <Frond
          x={172}
          y={408}
          angles={[-170, -140, -110, -70, -40, -10, 20]}
          length={150}
          width={44}
          fill="#2f7a4a"
          rib="#163d27"
        />
      </g>
      <g>
        <path
          d="M1270 720C1262 620 1240 540 1200 470"
          fill="none"
          stroke="#8b5a2b"
          strokeWidth="16"
          strokeLinecap="round"
        />
        <path
          d="M1266 700l-16-6M1262 650l-17-6M1254 600l-17-6M1240 550l-16-6M1222 505l-15-6"
          stroke="#6b4226"
          strokeWidth="4"
          strokeLinecap="round"
        />
        <Frond
          x={1198}
          y={468}
          angles={[-175, -145, -115, -80, -45, -15, 15]}
          length={135}
          width={40}
          fill="#2a6b45"
          rib="#163d27"
        />
      </g>

      {/* near hill */}
      <path d="M0 760C220 690 460 720 720 740s520-40 720-10V900H0Z" fill="#3f8f5a" />

      {/* hanging vines */}
      <Vine x={70} length={330} sway={28} />
      <Vine x={190} length={210} sway={20} />
      <Vine x={1300} length={300} sway={26} />
      <Vine x={1390} length={420} sway={30} />

      {/* canopy along the top edge */}
      <Frond x={-20} y={-20} angles={[10, 35, 60, 85]} length={230} width={70} fill="#1f5134" rib="#0f2e1d" />
      <Frond
        x={1460}
        y={-20}
        angles={[95, 120, 145, 170]}
        length={230}
        width={70}
        fill="#1f5134"
        rib="#0f2e1d"
      />
      <Frond x={420} y={-40} angles={[60, 95, 125]} length={150} width={50} fill="#2a6b45" rib="#0f2e1d" />
      <Frond x={1010} y={-40} angles={[55, 85, 120]} length={150} width={50} fill="#2a6b45" rib="#0f2e1d" />

      {/* foreground leaves */}
      <Frond
        x={-30}
        y={930}
        angles={[-80, -60, -40, -20, -5]}
        length={300}
        width={90}
        fill="#163d27"
        rib="#0a2315"
      />
      <Frond
        x={1470}
        y={930}
        angles={[-175, -160, -140, -120, -100]}
        length={300}
        width={90}
        fill="#163d27"
        rib="#0a2315"
      />
      <Frond
        x={560}
        y={940}
        angles={[-130, -105, -80, -55]}
        length={170}
        width={56}
        fill="#1f5134"
        rib="#0a2315"
      />
      <Frond
        x={900}
        y={940}
        angles={[-125, -100, -75, -50]}
        length={160}
        width={52}
        fill="#1f5134"
        rib="#0a2315"
      />
    </svg>
  );
}
