/**
 * The geometry of the dashboard's two small charts, drawn as plain SVG (decision 045): the same
 * scale, curve and sectors the chart library drew them with before, so they look as they did.
 */

/**
 * "Nice" axis ticks: `count` evenly spaced values covering [min, max] whose step is a multiple of
 * 5 × a power of ten (2.5 M, 3 M, 50 k…), with zero among them when the range crosses it.
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
  if (min === max) return niceTicks(Math.min(0, min - 1), Math.max(0, max + 1), count);
  for (let correction = 0; correction < 100; correction += 1) {
    const step = formatStep((max - min) / (count - 1), correction);
    const middle = min <= 0 && max >= 0 ? 0 : round((min + max) / 2 - (((min + max) / 2) % step));
    let below = Math.ceil(round((middle - min) / step));
    const total = below + Math.ceil(round((max - middle) / step)) + 1;
    if (total > count) continue;
    // The ticks left over go above when anything is positive, else below.
    if (max <= 0) below += count - total;
    return Array.from({ length: count }, (_, index) => round(middle + (index - below) * step));
  }
  return [min, max];
}

/** Floating-point noise off (0.30000000000000004 → 0.3), keeping 12 significant digits. */
const round = (value: number) => Number(value.toPrecision(12));

function formatStep(rough: number, correction: number): number {
  const digits = Math.floor(Math.log10(Math.abs(rough))) + 1;
  const power = 10 ** digits;
  const scale = digits !== 1 ? 0.05 : 0.1;
  return round((Math.ceil(round(rough / power / scale)) + correction) * scale * power);
}

export type Point = { x: number; y: number };

/**
 * A monotone cubic curve through the points (the curve never overshoots between two months):
 * the SVG path of d3's `curveMonotoneX`.
 */
export function monotonePath(points: Point[]): string {
  if (points.length === 0) return '';
  const [first] = points;
  let path = `M${r3(first!.x)},${r3(first!.y)}`;
  if (points.length === 1) return path;
  if (points.length === 2) return `${path}L${r3(points[1]!.x)},${r3(points[1]!.y)}`;
  const slopes = points.map((point, index) => {
    const before = points[index - 1];
    const after = points[index + 1];
    if (before && after) return innerSlope(before, point, after);
    return Number.NaN;
  });
  slopes[0] = endSlope(points[0]!, points[1]!, slopes[1]!);
  slopes[points.length - 1] = endSlope(points.at(-2)!, points.at(-1)!, slopes.at(-2)!);
  for (let index = 1; index < points.length; index += 1) {
    const from = points[index - 1]!;
    const to = points[index]!;
    const dx = (to.x - from.x) / 3;
    const controls = [from.x + dx, from.y + dx * slopes[index - 1]!, to.x - dx, to.y - dx * slopes[index]!, to.x, to.y];
    path += `C${controls.map(r3).join(',')}`;
  }
  return path;
}

/** Three decimals, as d3 writes its paths: a thousandth of a pixel is below what a screen shows. */
const r3 = (value: number) => Math.round(value * 1000) / 1000;

const sign = (value: number) => (value < 0 ? -1 : 1);

function innerSlope(p0: Point, p1: Point, p2: Point): number {
  const h0 = p1.x - p0.x;
  const h1 = p2.x - p1.x;
  const s0 = (p1.y - p0.y) / (h0 || (h1 < 0 ? -0 : 0));
  const s1 = (p2.y - p1.y) / (h1 || (h0 < 0 ? -0 : 0));
  const p = (s0 * h1 + s1 * h0) / (h0 + h1);
  return (sign(s0) + sign(s1)) * Math.min(Math.abs(s0), Math.abs(s1), 0.5 * Math.abs(p)) || 0;
}

function endSlope(p0: Point, p1: Point, neighbour: number): number {
  const h = p1.x - p0.x;
  return h ? ((3 * (p1.y - p0.y)) / h - neighbour) / 2 : neighbour;
}

export type Sector = { startAngle: number; endAngle: number; midAngle: number; path: string };

/**
 * A donut's sectors, counter-clockwise from three o'clock, `padding` degrees apart, as SVG paths
 * around (`cx`, `cy`) between the two radii.
 */
export function donutSectors(
  values: number[],
  { cx, cy, inner, outer, padding }: { cx: number; cy: number; inner: number; outer: number; padding: number },
): Sector[] {
  const total = values.reduce((sum, value) => sum + value, 0);
  const shown = values.filter((value) => value !== 0).length;
  const sweep = 360 - shown * padding;
  const sectors: Sector[] = [];
  let angle = 0;
  values.forEach((value, index) => {
    const startAngle = index === 0 ? 0 : angle + (value !== 0 ? padding : 0);
    const endAngle = startAngle + (total === 0 ? 0 : (value / total) * sweep);
    angle = endAngle;
    sectors.push({
      startAngle,
      endAngle,
      midAngle: (startAngle + endAngle) / 2,
      path: sectorPath(cx, cy, inner, outer, startAngle, endAngle),
    });
  });
  return sectors;
}

/** The point at `radius` and `angle` degrees, counter-clockwise from three o'clock (SVG's y grows down). */
export function polar(cx: number, cy: number, radius: number, angle: number): Point {
  const radians = (-angle * Math.PI) / 180;
  return { x: cx + Math.cos(radians) * radius, y: cy + Math.sin(radians) * radius };
}

function sectorPath(cx: number, cy: number, inner: number, outer: number, start: number, end: number): string {
  // A whole circle as one arc would start and end on the same point, which SVG draws as nothing.
  const stop = start + Math.min(end - start, 359.999);
  const large = stop - start > 180 ? 1 : 0;
  const outerStart = polar(cx, cy, outer, start);
  const outerEnd = polar(cx, cy, outer, stop);
  const innerStart = polar(cx, cy, inner, start);
  const innerEnd = polar(cx, cy, inner, stop);
  return (
    `M${outerStart.x},${outerStart.y}A${outer},${outer},0,${large},0,${outerEnd.x},${outerEnd.y}` +
    `L${innerEnd.x},${innerEnd.y}A${inner},${inner},0,${large},1,${innerStart.x},${innerStart.y}Z`
  );
}
