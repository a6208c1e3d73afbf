// A small, forgiving reader of the tag soup OFX (SGML v1 with unclosed leaf tags, or XML v2) and
// CAMT (ISO 20022 XML) are written in. Linear in the input; no entity expansion beyond the five XML ones
// and numeric references, no DTDs, nothing fetched.

export interface Tag {
  /** Local name, without any namespace prefix. */
  name: string;
  isClose: boolean;
  /** Offset of '<'. */
  start: number;
  /** Offset just past '>'. */
  end: number;
  /** Raw attribute text of an opening tag. */
  attributes: string;
  /** Text between this tag and the next one (CDATA unwrapped, entities decoded), trimmed. */
  text: string;
  isSelfClosing: boolean;
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(#x[0-9a-fA-F]{1,6}|#\d{1,7}|[a-zA-Z]{2,6});/g, (whole, entity: string) => {
    if (entity.startsWith('#x')) {
      const code = parseInt(entity.slice(2), 16);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    if (entity.startsWith('#')) {
      const code = parseInt(entity.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** Text up to the next real tag, with CDATA sections unwrapped. Returns the text and where it ends. */
function readText(input: string, from: number): { text: string; end: number } {
  let out = '';
  let i = from;
  for (;;) {
    const lt = input.indexOf('<', i);
    if (lt === -1) {
      out += decodeEntities(input.slice(i));
      return { text: out, end: input.length };
    }
    out += decodeEntities(input.slice(i, lt));
    if (input.startsWith('<![CDATA[', lt)) {
      const close = input.indexOf(']]>', lt + 9);
      if (close === -1) {
        out += input.slice(lt + 9);
        return { text: out, end: input.length };
      }
      out += input.slice(lt + 9, close);
      i = close + 3;
      continue;
    }
    return { text: out, end: lt };
  }
}

const TAG = /<(\/?)(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)([^<>]*)>/y;

/** Every element tag in order. Comments, declarations and processing instructions are skipped. */
export function readTags(input: string): Tag[] {
  const tags: Tag[] = [];
  let i = input.indexOf('<');
  while (i !== -1 && i < input.length) {
    if (input.startsWith('<!--', i)) {
      const close = input.indexOf('-->', i + 4);
      i = close === -1 ? -1 : input.indexOf('<', close + 3);
      continue;
    }
    if (input.startsWith('<![CDATA[', i)) {
      const close = input.indexOf(']]>', i + 9);
      i = close === -1 ? -1 : input.indexOf('<', close + 3);
      continue;
    }
    TAG.lastIndex = i;
    const m = TAG.exec(input);
    if (!m) {
      i = input.indexOf('<', i + 1);
      continue;
    }
    const end = i + m[0].length;
    const attributes = m[3] ?? '';
    const { text, end: textEnd } = readText(input, end);
    tags.push({
      name: m[2] ?? '',
      isClose: m[1] === '/',
      start: i,
      end,
      attributes,
      text: text.trim(),
      isSelfClosing: attributes.endsWith('/'),
    });
    i = textEnd < input.length ? textEnd : -1;
  }
  return tags;
}

/** An element of a small XML tree (CAMT entries are read as trees). */
export interface XmlNode {
  name: string;
  attributes: string;
  text: string;
  children: XmlNode[];
}

/** Builds a tree from a run of tags (one CAMT entry). Unclosed elements close with their parent. */
export function buildTree(tags: Tag[]): XmlNode | undefined {
  const root: XmlNode = { name: '#root', attributes: '', text: '', children: [] };
  const stack: XmlNode[] = [root];
  for (const tag of tags) {
    if (tag.isClose) {
      const at = stack.map((n) => n.name).lastIndexOf(tag.name);
      if (at > 0) stack.length = at;
      continue;
    }
    const node: XmlNode = {
      name: tag.name,
      attributes: tag.attributes,
      text: tag.text,
      children: [],
    };
    stack[stack.length - 1]?.children.push(node);
    if (!tag.isSelfClosing) stack.push(node);
  }
  return root.children[0];
}

export function child(node: XmlNode | undefined, name: string): XmlNode | undefined {
  return node?.children.find((c) => c.name === name);
}

/** Follows a path of child names ("RltdPties/Cdtr/Nm"). */
export function at(node: XmlNode | undefined, path: string): XmlNode | undefined {
  let current = node;
  for (const name of path.split('/')) current = child(current, name);
  return current;
}

export function childrenNamed(node: XmlNode | undefined, name: string): XmlNode[] {
  return node?.children.filter((c) => c.name === name) ?? [];
}

export function attribute(node: XmlNode | undefined, name: string): string | undefined {
  if (!node) return undefined;
  const m = new RegExp(`(?:^|\\s)${name}\\s*=\\s*["']([^"']*)["']`).exec(node.attributes);
  return m?.[1];
}
