// A flow (sankey) diagram drawn as our own SVG from sankey-layout: coloured nodes as tall as their
// amounts, links shaded from their source's colour to their target's, and every node's name and
// amount written where no link or other label is (flow-labels.ts), wrapped rather than cut. The SVG
// is one image with a spoken summary. Over each node and its label lies a button that names it in
// full with its amount, and shows that on focus, hover or tap, for a name that had to wrap or be
// shortened. Callers give the full figures as a table beside it.
import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { cn } from '#web/lib/cn.ts';
import { arrangeFlow, estimateTextWidth, type MeasureText } from './flow-labels.ts';
import type { FlowInputLink } from './sankey-layout.ts';

export interface FlowDiagramNode {
  id: string;
  column: number;
  label: string;
  /** The amount as text, written under the label. */
  valueLabel: string;
  /** Any CSS colour, theme variables included. */
  color: string;
  /** Longer text shown on focus and hover (the categories an 'Other' node groups, say). */
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

let canvasContext: CanvasRenderingContext2D | null | undefined;

/** Measures text in the page's own font on a canvas, so a label's width is what is drawn. */
function createCanvasMeasure(fontFamily: string): MeasureText {
  canvasContext ??= document.createElement('canvas').getContext('2d');
  const context = canvasContext;
  if (!context) return estimateTextWidth;
  const widths = new Map<string, number>();
  return (text, { fontSize, isBold }) => {
    const font = `${isBold ? 600 : 400} ${fontSize}px ${fontFamily}`;
    const key = `${font}|${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      context.font = font;
      // A pixel to spare for rounding between canvas and SVG text.
      width = Math.ceil(context.measureText(text).width) + 1;
      widths.set(key, width);
    }
    return width;
  };
}

/**
 * A measure in the element's font, renewed when web fonts finish loading (until then the canvas
 * measures the fallback font, which the text is also drawn in).
 */
function useTextMeasure(ref: RefObject<HTMLElement | null>): MeasureText {
  const [measure, setMeasure] = useState<MeasureText>(() => estimateTextWidth);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let isLive = true;
    const renew = () => {
      if (isLive) setMeasure(() => createCanvasMeasure(getComputedStyle(element).fontFamily));
    };
    renew();
    const fonts = document.fonts as FontFaceSet | undefined;
    if (!fonts) return;
    void fonts.ready.then(renew);
    fonts.addEventListener('loadingdone', renew);
    return () => {
      isLive = false;
      fonts.removeEventListener('loadingdone', renew);
    };
  }, [ref]);
  return measure;
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
  const measure = useTextMeasure(containerRef);
  const [openId, setOpenId] = useState<string | null>(null);
  const gradientPrefix = `flow-${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const { layout, fontSize, labels, top, bottom } = arrangeFlow({ nodes, links, width, measure });
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const labelOf = new Map(labels.map((label) => [label.id, label]));
  const height = Math.ceil(top + bottom) + 2;
  // The drawing's y = 0 sits this far down the SVG (the labels above it come first).
  const originY = Math.ceil(top) + 1;
  const fullText = (node: FlowDiagramNode) => node.title ?? `${node.label}: ${node.valueLabel}`;

  return (
    <div ref={containerRef} className={cn('relative w-full', className)}>
      <svg
        role="img"
        aria-label={summary}
        width={width}
        height={height}
        viewBox={`0 ${-originY} ${width} ${height}`}
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
              <title>{fullText(node)}</title>
              <rect
                x={placed.x0}
                y={placed.y0}
                width={placed.x1 - placed.x0}
                height={placed.y1 - placed.y0}
                // No rounding on a hairline: it would round away.
                rx={Math.min(3, (placed.y1 - placed.y0) / 4)}
                style={{ fill: node.color }}
              />
              {label.lines.map((line, i) => (
                <text
                  key={i}
                  x={label.x}
                  y={label.lineYs[i]}
                  fontSize={fontSize}
                  fontWeight={600}
                  className={cn('fill-text', halo)}
                >
                  {line}
                </text>
              ))}
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
      {/* One focus stop per node, over its bar and label, outside the image (an image's parts
          cannot be interactive): it names the node in full, and shows that on focus, hover or tap.
          Our own few lines rather than a tooltip library's: those close on scroll, and tabbing to
          a node below the fold scrolls. */}
      {layout.nodes.map((placed) => {
        const node = byId.get(placed.id)!;
        const { box } = labelOf.get(placed.id)!;
        const left = Math.min(placed.x0, box.x) - 2;
        const right = Math.max(placed.x1, box.x + box.width) + 2;
        const upper = Math.min(placed.y0, box.y) - 2;
        const lower = Math.max(placed.y1, box.y + box.height) + 2;
        const isOpen = openId === placed.id;
        // The tip opens towards the middle of the drawing, so it never leaves it.
        const isRightHalf = (left + right) / 2 > width / 2;
        const close = () => setOpenId((current) => (current === placed.id ? null : current));
        return (
          <div
            key={placed.id}
            className="absolute"
            style={{ left, top: upper + originY, width: right - left, height: lower - upper }}
            onMouseEnter={() => setOpenId(placed.id)}
            onMouseLeave={(event) => {
              if (!event.currentTarget.contains(document.activeElement)) close();
            }}
          >
            <button
              type="button"
              aria-label={fullText(node)}
              data-flow-focus={placed.id}
              onFocus={() => setOpenId(placed.id)}
              onBlur={close}
              onClick={() => setOpenId(placed.id)}
              onKeyDown={(event) => {
                if (event.key === 'Escape' && isOpen) {
                  event.stopPropagation();
                  setOpenId(null);
                }
              }}
              className="block h-full w-full cursor-default rounded-sm bg-transparent"
            />
            {isOpen ? (
              // Said already by the button's name; padding, not margin, so the pointer can move
              // onto the tip without leaving it.
              <span
                aria-hidden
                className="absolute bottom-full z-20 block w-max pb-1"
                style={
                  isRightHalf
                    ? { right: 0, maxWidth: Math.min(320, right) }
                    : { left: 0, maxWidth: Math.min(320, width - left) }
                }
              >
                <span className="block rounded-md border border-border bg-surface-2 px-2.5 py-1.5 text-xs font-medium text-text shadow-lg [overflow-wrap:anywhere]">
                  {fullText(node)}
                </span>
              </span>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
