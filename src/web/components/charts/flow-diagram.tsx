// A flow (sankey) diagram drawn as our own SVG from sankeyLayout: coloured nodes, links shaded from
// their source's colour to their target's, and every node's name and amount written beside it. The
// SVG is one image with a spoken summary; callers give the full figures as a table beside it.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '#web/lib/cn.ts';
import { layoutFlow, type FlowInputLink } from './sankey-layout.ts';

export interface FlowDiagramNode {
  id: string;
  column: number;
  label: string;
  /** The amount as text, written under the label. */
  valueLabel: string;
  /** Any CSS colour, theme variables included. */
  color: string;
  /** Longer text shown on hover (the categories an 'Other' node groups, say). */
  title?: string;
}

const LABEL_GAP = 6;
/** Roughly the width of one character per pixel of font size, to shorten names that cannot fit. */
const CHAR_WIDTH_PER_PX = 0.55;

function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.clientWidth || fallback);
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.round(entry.contentRect.width) || fallback);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);
  return [ref, width] as const;
}

function shorten(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  return `${text.slice(0, Math.max(1, maxChars - 1)).trimEnd()}…`;
}

export function FlowDiagram({
  nodes,
  links,
  summary,
  className,
}: {
  nodes: FlowDiagramNode[];
  links: FlowInputLink[];
  /** What a screen reader hears for the whole image. */
  summary: string;
  className?: string;
}) {
  const [containerRef, width] = useElementWidth<HTMLDivElement>(640);
  const gradientPrefix = `flow-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  // The last column's names sit to its right, in a gutter kept free of links.
  const fontSize = width >= 560 ? 13 : 12;
  const charWidth = fontSize * CHAR_WIDTH_PER_PX;
  const gutter = Math.round(Math.min(150, Math.max(100, width * 0.28)));
  const layout = layoutFlow({ nodes, links, width: Math.max(120, width - gutter) });
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const maxGutterChars = Math.floor((gutter - LABEL_GAP - 2) / charWidth);
  const columnGap = (() => {
    const xs = [...new Set(layout.nodes.map((n) => n.x0))].sort((a, b) => a - b);
    return xs.length > 1 ? xs[1]! - xs[0]! : layout.width;
  })();
  const maxInnerChars = Math.floor((columnGap - 14 - LABEL_GAP * 2) / charWidth);

  return (
    <div ref={containerRef} className={cn('w-full', className)}>
      <svg
        role="img"
        aria-label={summary}
        width={width}
        height={layout.height + 2}
        viewBox={`0 -1 ${width} ${layout.height + 2}`}
        className="block overflow-visible"
      >
        <defs>
          {layout.links.map((link, i) => (
            <linearGradient
              key={i}
              id={`${gradientPrefix}-${i}`}
              gradientUnits="userSpaceOnUse"
              x1={link.x0}
              x2={link.x1}
            >
              <stop offset="0%" style={{ stopColor: byId.get(link.source)?.color }} />
              <stop offset="100%" style={{ stopColor: byId.get(link.target)?.color }} />
            </linearGradient>
          ))}
        </defs>
        <g aria-hidden fill="none">
          {layout.links.map((link, i) => (
            <path
              key={`${link.source}-${link.target}`}
              d={link.path}
              stroke={`url(#${gradientPrefix}-${i})`}
              strokeWidth={link.width}
              strokeOpacity={0.42}
              className="hover:[stroke-opacity:0.65]"
            />
          ))}
        </g>
        {layout.nodes.map((placed) => {
          const node = byId.get(placed.id)!;
          const height = placed.y1 - placed.y0;
          const centre = placed.y0 + height / 2;
          const x = placed.x1 + LABEL_GAP;
          const maxChars = placed.isLastColumn ? maxGutterChars : maxInnerChars;
          return (
            <g key={placed.id} aria-hidden>
              <title>{node.title ?? `${node.label}: ${node.valueLabel}`}</title>
              <rect
                x={placed.x0}
                y={placed.y0}
                width={placed.x1 - placed.x0}
                height={height}
                rx={3}
                style={{ fill: node.color }}
              />
              <text
                x={x}
                y={centre - 2}
                fontSize={fontSize}
                fontWeight={600}
                // Inner labels cross links: a halo in the card's colour keeps them legible.
                className={cn(
                  'fill-text',
                  !placed.isLastColumn &&
                    '[paint-order:stroke] [stroke:var(--pf-surface)] [stroke-linejoin:round] [stroke-width:4px]',
                )}
              >
                {shorten(node.label, Math.max(4, maxChars))}
              </text>
              <text
                x={x}
                y={centre + fontSize + 1}
                fontSize={fontSize}
                className={cn(
                  'fill-muted tabular-nums',
                  !placed.isLastColumn &&
                    '[paint-order:stroke] [stroke:var(--pf-surface)] [stroke-linejoin:round] [stroke-width:4px]',
                )}
              >
                {node.valueLabel}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
