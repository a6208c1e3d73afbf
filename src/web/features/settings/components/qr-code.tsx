// A QR code drawn as one SVG path, always dark on white (scanners expect that, in either theme).
import { useMemo } from 'react';
import { encode } from 'uqr';

export function QrCode({
  text,
  label,
  size = 176,
}: {
  text: string;
  label: string;
  size?: number;
}) {
  const { path, modules } = useMemo(() => {
    const { data, size: count } = encode(text, { ecc: 'M', border: 2 });
    const squares: string[] = [];
    data.forEach((row, y) =>
      row.forEach((isDark, x) => {
        if (isDark) squares.push(`M${x} ${y}h1v1h-1z`);
      }),
    );
    return { path: squares.join(''), modules: count };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded-lg bg-white"
    >
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={path} fill="#000000" />
    </svg>
  );
}
