import { sanitizeRichTextForEditor } from '../engine/fields/rich-text-sanitizer';

const MARKUP = /<\/?[a-z][a-z0-9]*(?:\s[^>]*)?>/i;
const BLOCKS = new Set(['P', 'DIV', 'LI', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BLOCKQUOTE', 'PRE', 'TR', 'BR', 'HR']);

/**
 * An assistant's answer as safe HTML: markup goes through the editor's allow-list; plain text becomes paragraphs
 * (blank lines) and line breaks, written as text nodes so nothing in it is read as markup.
 */
export function answerHtml(answer: string): string {
  if (MARKUP.test(answer)) return sanitizeRichTextForEditor(answer);
  const container = document.createElement('div');
  for (const paragraph of answer.trim().split(/\n\s*\n/)) {
    const element = document.createElement('p');
    paragraph.split('\n').forEach((line, index) => {
      if (index > 0) element.append(document.createElement('br'));
      element.append(document.createTextNode(line));
    });
    container.append(element);
  }
  return container.innerHTML;
}

/** The answer's text without markup, one line per paragraph, list item or line break (for plain-text fields). */
export function answerText(answer: string): string {
  if (!MARKUP.test(answer)) return answer.trim();
  const body = new DOMParser().parseFromString(sanitizeRichTextForEditor(answer), 'text/html').body;
  const lines: string[] = [''];
  const walk = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) lines[lines.length - 1] += node.textContent ?? '';
    const block = node instanceof Element && BLOCKS.has(node.tagName);
    if (block && lines[lines.length - 1].trim()) lines.push('');
    node.childNodes.forEach(walk);
    if (block && lines[lines.length - 1].trim()) lines.push('');
  };
  walk(body);
  return lines
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}
