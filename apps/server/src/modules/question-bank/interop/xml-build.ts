import { DOMImplementation, DOMParser, XMLSerializer, type Document, type Element } from '@xmldom/xmldom';

// XML made and read through a DOM (xmldom): the serializer escapes every text and attribute, so no
// file is built by joining strings, and the parser fetches nothing (no external entities or DTDs).

export type Attrs = Record<string, string | number | boolean | undefined>;

/** A new document whose root is `root` in namespace `ns` (null: none). */
export function newDocument(ns: string | null, root: string): Document {
  return new DOMImplementation().createDocument(ns, root, null);
}

/** Appends an element (in the parent's namespace) with attributes and, when given, text. */
export function child(parent: Element, name: string, attrs: Attrs = {}, text?: string | number): Element {
  const doc = parent.ownerDocument!;
  const el = doc.createElementNS(parent.namespaceURI, name);
  for (const [key, value] of Object.entries(attrs)) if (value !== undefined) el.setAttribute(key, String(value));
  if (text !== undefined) el.appendChild(doc.createTextNode(String(text)));
  parent.appendChild(el);
  return el;
}

/** The document as UTF-8 bytes with its XML declaration. */
export function serialize(doc: Document): Uint8Array {
  return new TextEncoder().encode(
    `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(doc)}\n`,
  );
}

/** Parses XML; a file that is not well-formed throws. */
export function parseXml(bytes: Uint8Array | string): Document {
  const text = typeof bytes === 'string' ? bytes : new TextDecoder().decode(bytes);
  return new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(message);
    },
  }).parseFromString(text, 'text/xml');
}

/** The element children of `parent` with this local name (any namespace). */
export function childrenNamed(parent: Element, name: string): Element[] {
  const out: Element[] = [];
  for (let node = parent.firstChild; node; node = node.nextSibling)
    if (node.nodeType === node.ELEMENT_NODE && (node as Element).localName === name) out.push(node as Element);
  return out;
}

/** Every element below `parent` with this local name, in document order. */
export function descendantsNamed(parent: Element | Document, name: string): Element[] {
  return Array.from(parent.getElementsByTagNameNS('*', name));
}

/** A number as XML writes it: no exponent, no trailing noise of binary fractions. */
export const num = (n: number) => String(Number(n.toFixed(7)));
