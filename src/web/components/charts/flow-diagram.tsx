// A flow (sankey) diagram drawn as our own SVG from sankeyLayout: coloured nodes, links shaded from
// their source's colour to their target's, and every node's name and amount written where no link
// or other label is (flow-labels.ts). The SVG is one image with a spoken summary; callers give the
// full figures as a table beside it.
import { useId, useLayoutEffect, useRef, useState } from 'react';
import { cn } from '#web/lib/cn.ts';
import { arrangeFlow } from './flow-labels.ts';
import type { FlowInputLink } from './sankey-layout.ts';

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
  const { layout, fontSize, labels, top, bottom } = arrangeFlow({ nodes, links, width });
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const labelOf = new Map(labels.map((label) => [label.id, label]));
  const height = Math.ceil(top + bottom) + 2;

  return (
    <div ref={containerRef} className={cn('w-full', className)}>
      <svg
        role="img"
        aria-label={summary}
        width={width}
        height={height}
        viewBox={`0 ${-Math.ceil(top) - 1} ${width} ${height}`}
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
          const label = labelOf.get(placed.id)!;
          // Only a label that had to go over the links gets a halo in the card's colour.
          const halo =
            label.overLinks &&
            '[paint-order:stroke] [stroke:var(--pf-surface)] [stroke-linejoin:round] [stroke-width:4px]';
          return (
            <g key={placed.id} aria-hidden data-flow-node={placed.id}>
              <title>{node.title ?? `${node.label}: ${node.valueLabel}`}</title>
              <rect
                x={placed.x0}
                y={placed.y0}
                width={placed.x1 - placed.x0}
                height={placed.y1 - placed.y0}
                rx={3}
                style={{ fill: node.color }}
              />
              <text
                x={label.x}
                y={label.nameY}
                fontSize={fontSize}
                fontWeight={600}
                className={cn('fill-text', halo)}
              >
                {label.name}
              </text>
              <text
                x={label.x}
                y={label.valueY}
                fontSize={fontSize}
                className={cn('fill-muted tabular-nums', halo)}
              >
                {label.value}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
