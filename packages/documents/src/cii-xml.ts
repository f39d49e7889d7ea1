// The CII XML of an e-invoice, written directly from the e-invoice library's object notation. @e-invoice-eu/core
// 2.3.4 renders it through xmlbuilder2 (object → DOM → namespace-aware serializer), which took two thirds of an
// XRechnung's time and decodes entity references in the text before escaping it: '&#99999999;' in a company name
// threw, '&nbsp;' came out raw (not well-formed), '&#1;' as a control character, '&lt;b&gt;' as '<b>' (issue 42).
// This writes the same layout for what the CII output consists of: one root element, prefixed elements whose
// prefixes the root declares, 'name@attr' / '@attr' attributes, '#' text, arrays, empty strings and empty objects;
// every text and attribute value goes through the one escaper `xmlText` (never decoded; what XML 1.0 forbids is
// dropped). Anything else returns null: the caller refuses it rather than let xmlbuilder2 decode. cii-xml.test.ts
// compares the layout with the library's and parses the output with a conforming XML parser.
import { xmlText } from '@lap/domain';

type Node = Record<string, unknown>;

/** The library's `FormatXMLService.renderXML` without its entity decoding, or null for a shape it does not write. */
export function renderCiiXml(data: object): string | null {
  cleanAttributes(data);
  const keys = Object.keys(data);
  const rootName = keys[0];
  if (keys.length !== 1 || rootName === undefined) return null;
  const root = (data as Node)[rootName];
  if (!isPlainObject(root)) return null;
  const prefixes = new Set(
    Object.keys(root).flatMap((key) => (key.startsWith('@xmlns:') ? [key.slice('@xmlns:'.length)] : [])),
  );
  const out: string[] = ['<?xml version="1.0" encoding="utf-8"?>\n'];
  // Without the last line's newline, as xmlbuilder2 ends its pretty print.
  return writeElement(out, rootName, root, 0, prefixes) ? out.join('').slice(0, -1) : null;
}

/** Exactly the library's step before xmlbuilder2: 'name@attr' keys become '@attr' of 'name', a string value its '#' text. */
function cleanAttributes(data: object): void {
  const node = data as Node;
  for (const property in node) {
    const [elem, attr] = property.split('@', 2);
    if (attr !== undefined && elem !== undefined && elem !== '') {
      if (typeof node[elem] === 'string') node[elem] = { '#': node[elem] };
      (node[elem] as Node)[`@${attr}`] = node[property];
      delete node[property];
    }
    const value = node[property];
    if (typeof value === 'object' && value !== null) cleanAttributes(value);
  }
}

function isPlainObject(value: unknown): value is Node {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

const isScalar = (value: unknown): value is string | number | boolean =>
  typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

const NAME = /^[A-Za-z_][\w.-]*:[A-Za-z_][\w.-]*$/;
const ATTRIBUTE = /^(?:[A-Za-z_][\w.-]*:)?[A-Za-z_][\w.-]*$/;

interface Content {
  attributes: string;
  /** Names set so far: xmlbuilder2 overwrites a repeated attribute in place, which is left to it. */
  attributeNames: Set<string>;
  texts: string[];
  children: Array<[string, Node | string]>;
}

/** One element with its attributes and content at `level` (tabs); false when it needs xmlbuilder2. */
function writeElement(
  out: string[],
  name: string,
  node: Node | string,
  level: number,
  prefixes: ReadonlySet<string>,
): boolean {
  if (!NAME.test(name) || !prefixes.has(name.slice(0, name.indexOf(':')))) return false;
  const indent = '\t'.repeat(level);
  if (typeof node === 'string') {
    out.push(node === '' ? `${indent}<${name}/>\n` : `${indent}<${name}>${xmlText(node)}</${name}>\n`);
    return true;
  }
  const content: Content = { attributes: '', attributeNames: new Set(), texts: [], children: [] };
  if (!gather(content, node, prefixes)) return false;
  const { attributes, texts, children } = content;
  // Several text nodes, or text beside child elements, are laid out differently by xmlbuilder2: left to it.
  if (texts.length > 1 || (texts.length > 0 && children.length > 0)) return false;
  const text = texts[0] ?? '';
  if (children.length === 0) {
    out.push(
      text === ''
        ? `${indent}<${name}${attributes}/>\n`
        : `${indent}<${name}${attributes}>${xmlText(text)}</${name}>\n`,
    );
    return true;
  }
  out.push(`${indent}<${name}${attributes}>\n`);
  for (const [childName, child] of children)
    if (!writeElement(out, childName, child, level + 1, prefixes)) return false;
  out.push(`${indent}</${name}>\n`);
  return true;
}

/** An element's attributes, text and children from its object; a '#' object adds its content to the same element. */
function gather(content: Content, node: Node, prefixes: ReadonlySet<string>): boolean {
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@')) {
      const attribute = key.slice(1);
      if (!isScalar(value) || !ATTRIBUTE.test(attribute) || content.attributeNames.has(attribute)) return false;
      content.attributeNames.add(attribute);
      const prefix = attribute.includes(':') ? attribute.slice(0, attribute.indexOf(':')) : null;
      if (prefix !== null && prefix !== 'xmlns' && !prefixes.has(prefix)) return false;
      content.attributes += ` ${attribute}="${xmlText(String(value))}"`;
    } else if (key.startsWith('#')) {
      if (isPlainObject(value)) {
        if (!gather(content, value, prefixes)) return false;
      } else if (isScalar(value)) content.texts.push(String(value));
      else return false;
    } else if (!collect(content.children, key, value)) return false;
  }
  return true;
}

/** The child elements a key stands for, as xmlbuilder2's object reader makes them; false for what it would treat specially. */
function collect(children: Array<[string, Node | string]>, key: string, value: unknown): boolean {
  if (/^[$!?]/.test(key)) return false;
  if (value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.every((item) => collect(children, key, item));
  if (isPlainObject(value)) children.push([key, value]);
  else if (isScalar(value)) children.push([key, String(value)]);
  else return false;
  return true;
}
