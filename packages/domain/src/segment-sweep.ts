/**
 * Do the segments of a shape meet anywhere they should not? A Shamos–Hoey sweep: O(n log n) in the number
 * of segments, whatever the shape, where testing every pair (turf's kinks) took O(n²) — 1.1 s for 16,000
 * vertices on the event loop.
 *
 * Points are integers (micro-degrees: the stored 6 decimals times 10⁶), so every predicate is exact.
 * A shape is a list of parts (rings or lines); a part whose first and last point are equal is closed.
 * Consecutive segments of a part (and the last and first of a closed part) may share their common vertex
 * and nothing more; any other contact — a crossing, a touch, a collinear overlap, a spike running back over
 * its own segment — is reported.
 */

type Pt = readonly [number, number];

interface Seg {
  /** Lexicographically smaller endpoint (x, then y): where the sweep meets the segment first. */
  lx: number;
  ly: number;
  rx: number;
  ry: number;
  part: number;
  index: number;
  /** Index of the part's last segment; -1 when the part is open. */
  closingIndex: number;
  /** The part's points, to name the vertex two consecutive segments share. */
  points: readonly Pt[];
  node: TreapNode | null;
}

const TWO_52 = 2 ** 52;
const TWO_53 = 2 ** 53;

/** Sign of the cross product (b − a) × (c − a), exact: doubles where they are exact, BigInt otherwise. */
function orient(ax: number, ay: number, bx: number, by: number, cx: number, cy: number, big: boolean): number {
  if (!big) {
    const l = (bx - ax) * (cy - ay);
    const r = (by - ay) * (cx - ax);
    if (Math.abs(l) < TWO_53 && Math.abs(r) < TWO_53) return Math.sign(l - r);
  }
  const [Ax, Ay, Bx, By, Cx, Cy] = [ax, ay, bx, by, cx, cy].map(BigInt) as [
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
  ];
  const d = (Bx - Ax) * (Cy - Ay) - (By - Ay) * (Cx - Ax);
  return d > 0n ? 1 : d < 0n ? -1 : 0;
}

const cmpPt = (ax: number, ay: number, bx: number, by: number): number => (ax !== bx ? ax - bx : ay - by);

/** The vertex two segments share as neighbours in their part, or null when they are not neighbours. */
function sharedVertex(a: Seg, b: Seg): Pt | null {
  if (a.part !== b.part) return null;
  if (b.index === a.index + 1) return a.points[b.index] ?? null;
  if (a.index === b.index + 1) return a.points[a.index] ?? null;
  const last = a.closingIndex;
  if (last > 0 && ((a.index === 0 && b.index === last) || (b.index === 0 && a.index === last)))
    return a.points[0] ?? null;
  return null;
}

const isPt = (p: Pt | null, x: number, y: number): boolean => !!p && p[0] === x && p[1] === y;

/** True when two segments have a contact other than the vertex they share as neighbours. */
function forbiddenContact(s: Seg, t: Seg, big: boolean): boolean {
  const d1 = orient(t.lx, t.ly, t.rx, t.ry, s.lx, s.ly, big);
  const d2 = orient(t.lx, t.ly, t.rx, t.ry, s.rx, s.ry, big);
  if (d1 * d2 > 0) return false;
  const d3 = orient(s.lx, s.ly, s.rx, s.ry, t.lx, t.ly, big);
  const d4 = orient(s.lx, s.ly, s.rx, s.ry, t.rx, t.ry, big);
  if (d3 * d4 > 0) return false;
  const shared = sharedVertex(s, t);
  if (d1 === 0 && d2 === 0) {
    // Collinear: they meet where their lexicographic intervals overlap.
    const [lox, loy] = cmpPt(s.lx, s.ly, t.lx, t.ly) >= 0 ? [s.lx, s.ly] : [t.lx, t.ly];
    const [hix, hiy] = cmpPt(s.rx, s.ry, t.rx, t.ry) <= 0 ? [s.rx, s.ry] : [t.rx, t.ry];
    const c = cmpPt(lox, loy, hix, hiy);
    if (c > 0) return false;
    return !(c === 0 && isPt(shared, lox, loy));
  }
  // One common point; neighbours both contain their shared vertex, so that is the point.
  return shared === null;
}

class ContactFound extends Error {}

interface TreapNode {
  seg: Seg;
  priority: number;
  left: TreapNode | null;
  right: TreapNode | null;
  parent: TreapNode | null;
}

/** The sweep line's order of active segments: a treap, so every step is O(log n) expected. */
class Treap {
  private root: TreapNode | null = null;
  private seed = 0x2545f491;

  private nextPriority(): number {
    // xorshift32: deterministic, so a shape takes the same path every time.
    this.seed ^= this.seed << 13;
    this.seed ^= this.seed >>> 17;
    this.seed ^= this.seed << 5;
    return this.seed >>> 0;
  }

  /** Inserts below every node for which `above` is false and above every node for which it is true. */
  insert(seg: Seg, above: (other: Seg) => boolean): TreapNode {
    const node: TreapNode = { seg, priority: this.nextPriority(), left: null, right: null, parent: null };
    let parent: TreapNode | null = null;
    let cur = this.root;
    let goRight = false;
    while (cur) {
      parent = cur;
      goRight = above(cur.seg);
      cur = goRight ? cur.right : cur.left;
    }
    node.parent = parent;
    if (!parent) this.root = node;
    else if (goRight) parent.right = node;
    else parent.left = node;
    while (node.parent && node.priority < node.parent.priority) this.rotateUp(node);
    return node;
  }

  remove(node: TreapNode): void {
    while (node.left && node.right) this.rotateUp(node.left.priority < node.right.priority ? node.left : node.right);
    const child = node.left ?? node.right;
    if (child) child.parent = node.parent;
    this.replaceChild(node.parent, node, child);
    node.parent = node.left = node.right = null;
  }

  static prev(node: TreapNode): TreapNode | null {
    if (node.left) {
      let n = node.left;
      while (n.right) n = n.right;
      return n;
    }
    let n = node;
    while (n.parent && n.parent.left === n) n = n.parent;
    return n.parent;
  }

  static next(node: TreapNode): TreapNode | null {
    if (node.right) {
      let n = node.right;
      while (n.left) n = n.left;
      return n;
    }
    let n = node;
    while (n.parent && n.parent.right === n) n = n.parent;
    return n.parent;
  }

  private replaceChild(parent: TreapNode | null, old: TreapNode, by: TreapNode | null): void {
    if (!parent) this.root = by;
    else if (parent.left === old) parent.left = by;
    else parent.right = by;
  }

  private rotateUp(x: TreapNode): void {
    const p = x.parent;
    if (!p) return;
    if (p.left === x) {
      p.left = x.right;
      if (x.right) x.right.parent = p;
      x.right = p;
    } else {
      p.right = x.left;
      if (x.left) x.left.parent = p;
      x.left = p;
    }
    this.replaceChild(p.parent, p, x);
    x.parent = p.parent;
    p.parent = x;
  }
}

/** True when all points lie on one line (exact, for integer points). */
export function allCollinear(points: readonly Pt[]): boolean {
  const [a, b] = points;
  if (!a || !b) return true;
  const big = points.some((p) => Math.abs(p[0]) >= TWO_52 || Math.abs(p[1]) >= TWO_52);
  return points.every((p) => orient(a[0], a[1], b[0], b[1], p[0], p[1], big) === 0);
}

/**
 * True when the parts touch or cross anywhere except at the vertex two consecutive segments share.
 * Points must be integers (any magnitude); consecutive points must differ.
 */
export function hasSelfContact(parts: ReadonlyArray<readonly Pt[]>): boolean {
  const segs: Seg[] = [];
  let big = false;
  parts.forEach((points, part) => {
    const n = points.length - 1;
    const first = points[0];
    const lastPt = points[n];
    const closed = n >= 2 && !!first && !!lastPt && first[0] === lastPt[0] && first[1] === lastPt[1];
    for (let i = 0; i < n; i++) {
      const a = points[i];
      const b = points[i + 1];
      if (!a || !b) continue;
      if (Math.abs(a[0]) >= TWO_52 || Math.abs(a[1]) >= TWO_52) big = true;
      const aFirst = cmpPt(a[0], a[1], b[0], b[1]) < 0;
      const [l, r] = aFirst ? [a, b] : [b, a];
      segs.push({
        lx: l[0],
        ly: l[1],
        rx: r[0],
        ry: r[1],
        part,
        index: i,
        closingIndex: closed ? n - 1 : -1,
        points,
        node: null,
      });
    }
  });

  // Events at a point: starts before ends, so segments meeting there are in the order together.
  const events: number[] = [];
  for (let i = 0; i < segs.length; i++) events.push(i, ~i);
  const at = (e: number): Seg => segs[e >= 0 ? e : ~e] as Seg;
  events.sort((e, f) => {
    const a = at(e);
    const b = at(f);
    const [ax, ay] = e >= 0 ? [a.lx, a.ly] : [a.rx, a.ry];
    const [bx, by] = f >= 0 ? [b.lx, b.ly] : [b.rx, b.ry];
    return cmpPt(ax, ay, bx, by) || (e >= 0 ? 0 : 1) - (f >= 0 ? 0 : 1);
  });

  const order = new Treap();
  const contact = (a: TreapNode | null, b: TreapNode | null): boolean =>
    !!a && !!b && forbiddenContact(a.seg, b.seg, big);
  try {
    for (const e of events) {
      const s = at(e);
      if (e >= 0) {
        const node = order.insert(s, (other) => isAbove(s, other, big));
        s.node = node;
        if (contact(node, Treap.prev(node)) || contact(node, Treap.next(node))) return true;
      } else if (s.node) {
        const below = Treap.prev(s.node);
        const aboveNode = Treap.next(s.node);
        order.remove(s.node);
        s.node = null;
        if (contact(below, aboveNode)) return true;
      }
    }
  } catch (error) {
    if (error instanceof ContactFound) return true;
    throw error;
  }
  return false;
}

/**
 * Is the segment `s`, starting at the sweep's current point, above the active segment `other` there?
 * Meeting `other` at that point is a contact: allowed only at the vertex they share as neighbours, where
 * the direction decides; anything else ends the sweep.
 */
function isAbove(s: Seg, other: Seg, big: boolean): boolean {
  const o = orient(other.lx, other.ly, other.rx, other.ry, s.lx, s.ly, big);
  if (o !== 0) return o > 0;
  if (!isPt(sharedVertex(s, other), s.lx, s.ly)) throw new ContactFound();
  const o2 = orient(other.lx, other.ly, other.rx, other.ry, s.rx, s.ry, big);
  if (o2 !== 0) return o2 > 0;
  // Collinear: fine if `other` ends where `s` begins; both starting here means they overlap.
  if (other.rx === s.lx && other.ry === s.ly) return true;
  throw new ContactFound();
}
