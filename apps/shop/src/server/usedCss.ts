/**
 * The rules of a stylesheet that the server-drawn HTML can use, so the page carries a fraction of the
 * shop's styles and still paints exactly as with all of them. A style rule stays when one of its
 * selectors names only classes the HTML has (what a selector says inside parentheses or brackets, as in
 * `:not(.x)`, is not counted against it); rules without a class, @font-face, @keyframes and the like
 * stay; @media, @supports, @layer and @container keep what is used inside them. The full stylesheets
 * load when the app starts (src/boot/fullStylesheets.ts), before it draws anything the server did not.
 */

/** Block at-rules whose contents are rules, filtered like the stylesheet itself. */
const GROUPING_AT_RULES = new Set(['media', 'supports', 'layer', 'container', 'document', 'scope', 'starting-style']);

/** Every class name the HTML's class attributes hold. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of html.matchAll(/\sclass="([^"]*)"/g)) for (const name of value.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

/** The index just after the string, comment or bracketed group opening at `start`. */
function skip(css: string, start: number): number {
  const open = css[start]!;
  if (open === '"' || open === "'") {
    let i = start + 1;
    while (i < css.length && css[i] !== open) i += css[i] === '\\' ? 2 : 1;
    return i + 1;
  }
  if (open === '/' && css[start + 1] === '*') {
    const end = css.indexOf('*/', start + 2);
    return end < 0 ? css.length : end + 2;
  }
  return start + 1;
}

/** The index of the first of `stops` at depth 0 from `start` (strings, comments and brackets skipped), or the end. */
function scanTo(css: string, start: number, stops: string): number {
  let depth = 0;
  let i = start;
  while (i < css.length) {
    const c = css[i]!;
    if (c === '"' || c === "'" || (c === '/' && css[i + 1] === '*')) {
      i = skip(css, i);
      continue;
    }
    if (depth === 0 && stops.includes(c)) return i;
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') depth--;
    i++;
  }
  return i;
}

/** Splits a selector list at its top-level commas. */
function selectors(list: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = scanTo(list, 0, ','); i < list.length; i = scanTo(list, start, ',')) {
    parts.push(list.slice(start, i));
    start = i + 1;
  }
  parts.push(list.slice(start));
  return parts;
}

/** What a selector requires of the element's own classes: those outside parentheses and brackets. */
function requiredClasses(selector: string): string[] {
  let outside = '';
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i]!;
    if (c === '"' || c === "'") {
      i = skip(selector, i) - 1;
      continue;
    }
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0) outside += c;
  }
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name!);
}

/** A rule of a parsed stylesheet: what it needs of the HTML to stay. */
type Rule =
  /** Kept whatever the HTML: a statement, an at-rule that holds no rules, a rule with nested blocks. */
  | { kind: 'kept'; text: string }
  /** Kept when one of its selectors' required classes are all in the HTML. */
  | { kind: 'style'; text: string; required: string[][] }
  /** @media and the like: kept with whatever of its rules is kept. */
  | { kind: 'group'; prelude: string; rules: ParsedStylesheet };

/**
 * A stylesheet read into its rules once (where the build's sheets are loaded, ./stylesheets.ts), so
 * that each page only checks them against its classes: scanning every sheet's text again for every page
 * took about 4 ms, checking the parsed rules 0.1 ms.
 */
export type ParsedStylesheet = readonly Rule[];

export function parseStylesheet(css: string): ParsedStylesheet {
  const rules: Rule[] = [];
  let i = 0;
  while (i < css.length) {
    while (i < css.length && /\s/.test(css[i]!)) i++;
    if (i >= css.length) break;
    const preludeEnd = scanTo(css, i, css[i] === '@' ? '{;' : '{');
    const prelude = css.slice(i, preludeEnd);
    if (css[preludeEnd] !== '{') {
      // A statement (@import, @charset, @layer a, b;) or what remains of a broken sheet: kept.
      rules.push({ kind: 'kept', text: css.slice(i, preludeEnd + 1) });
      i = preludeEnd + 1;
      continue;
    }
    const blockEnd = scanTo(css, preludeEnd + 1, '}');
    const block = css.slice(preludeEnd + 1, blockEnd);
    i = blockEnd + 1;
    const text = `${prelude}{${block}}`;
    if (prelude.startsWith('@')) {
      const name = /^@([\w-]+)/.exec(prelude)?.[1]?.toLowerCase() ?? '';
      rules.push(GROUPING_AT_RULES.has(name) ? { kind: 'group', prelude, rules: parseStylesheet(block) } : { kind: 'kept', text });
    } else if (block.includes('{')) {
      rules.push({ kind: 'kept', text });
    } else {
      rules.push({ kind: 'style', text, required: selectors(prelude).map(requiredClasses) });
    }
  }
  return rules;
}

/** The rules of a stylesheet that the HTML whose class names are `classes` can use. */
export function usedCss(rules: ParsedStylesheet, classes: Set<string>): string {
  let out = '';
  for (const rule of rules) {
    if (rule.kind === 'kept') out += rule.text;
    else if (rule.kind === 'style') {
      if (rule.required.some((names) => names.every((name) => classes.has(name)))) out += rule.text;
    } else {
      const inner = usedCss(rule.rules, classes);
      if (inner) out += `${rule.prelude}{${inner}}`;
    }
  }
  return out;
}
