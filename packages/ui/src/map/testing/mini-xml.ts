// A deliberately small XML → DOM reader for node tests of the KML import (there is no DOMParser in node
// and no DOM library in this repo). It implements only what @tmcw/togeojson reads: elements, text and
// CDATA nodes, getElementsByTagName(NS), childNodes, attributes, textContent. Not for production use.

interface MiniNode {
  nodeType: number;
  nodeName: string;
  parentNode: MiniElement | null;
  textContent: string;
}

class MiniNodeList<T> extends Array<T> {
  item(i: number): T | null {
    return this[i] ?? null;
  }
}

class MiniText implements MiniNode {
  parentNode: MiniElement | null = null;
  constructor(
    readonly nodeType: 3 | 4,
    readonly textContent: string,
  ) {}
  get nodeName(): string {
    return this.nodeType === 3 ? '#text' : '#cdata-section';
  }
  normalize(): void {}
}

class MiniElement implements MiniNode {
  readonly nodeType: number;
  parentNode: MiniElement | null = null;
  readonly childNodes = new MiniNodeList<MiniElement | MiniText>();
  constructor(
    readonly tagName: string,
    readonly attrs: Map<string, string>,
    isDocument = false,
  ) {
    this.nodeType = isDocument ? 9 : 1;
  }
  get nodeName(): string {
    return this.tagName;
  }
  get localName(): string {
    return this.tagName.replace(/^.*:/, '');
  }
  get children(): MiniElement[] {
    return this.childNodes.filter((c): c is MiniElement => c instanceof MiniElement);
  }
  get documentElement(): MiniElement | null {
    return this.children[0] ?? null;
  }
  get attributes(): { name: string; value: string }[] {
    return [...this.attrs].map(([name, value]) => ({ name, value }));
  }
  get textContent(): string {
    return this.childNodes.map((c) => c.textContent).join('');
  }
  getAttribute(name: string): string | null {
    return this.attrs.get(name) ?? null;
  }
  normalize(): void {}
  getElementsByTagName(name: string): MiniNodeList<MiniElement> {
    const out = new MiniNodeList<MiniElement>();
    const walk = (e: MiniElement): void => {
      for (const c of e.children) {
        if (name === '*' || c.tagName === name) out.push(c);
        walk(c);
      }
    };
    walk(this);
    return out;
  }
  getElementsByTagNameNS(_ns: string, name: string): MiniNodeList<MiniElement> {
    const out = new MiniNodeList<MiniElement>();
    for (const e of this.getElementsByTagName('*')) if (name === '*' || e.localName === name) out.push(e);
    return out;
  }
  append(child: MiniElement | MiniText): void {
    child.parentNode = this;
    this.childNodes.push(child);
  }
}

const decode = (s: string): string =>
  s.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-f]+);/gi, (_m, e: string) => {
    const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
    if (e.startsWith('#x') || e.startsWith('#X')) return String.fromCodePoint(parseInt(e.slice(2), 16));
    if (e.startsWith('#')) return String.fromCodePoint(parseInt(e.slice(1), 10));
    return named[e.toLowerCase()] ?? '';
  });

/** Parses well-formed XML; malformed input yields a document with a `parsererror` element, like DOMParser. */
export function parseMiniXml(text: string): Document {
  const doc = new MiniElement('#document', new Map(), true);
  const stack: MiniElement[] = [doc];
  const token =
    /<!--[\s\S]*?-->|<\?[\s\S]*?\?>|<!\[CDATA\[([\s\S]*?)\]\]>|<!DOCTYPE[^>]*>|<\/([^\s>]+)\s*>|<([^\s/>]+)((?:\s+[^\s=/>]+\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|([^<]+)|(<)/g;
  let m: RegExpExecArray | null;
  let broken = false;
  while ((m = token.exec(text)) !== null) {
    const top = stack[stack.length - 1];
    if (!top) break;
    const [, cdata, close, open, attrText, selfClose, chars, stray] = m;
    if (cdata !== undefined) top.append(new MiniText(4, cdata));
    else if (close !== undefined) {
      if (top.tagName !== close || stack.length === 1) {
        broken = true;
        break;
      }
      stack.pop();
    } else if (open !== undefined) {
      const attrs = new Map<string, string>();
      for (const a of (attrText ?? '').matchAll(/([^\s=]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
        attrs.set(a[1] ?? '', decode(a[2] ?? a[3] ?? ''));
      const el = new MiniElement(open, attrs);
      top.append(el);
      if (!selfClose) stack.push(el);
    } else if (chars !== undefined) top.append(new MiniText(3, decode(chars)));
    else if (stray !== undefined) {
      broken = true;
      break;
    }
  }
  if (broken || stack.length !== 1 || doc.children.length !== 1) {
    const errorDoc = new MiniElement('#document', new Map(), true);
    errorDoc.append(new MiniElement('parsererror', new Map()));
    return errorDoc as unknown as Document;
  }
  return doc as unknown as Document;
}
