export interface TextSelection {
  value: string;
  start: number;
  end: number;
}

export interface EditResult {
  value: string;
  /** Where the selection goes afterwards (the wrapped text stays selected). */
  selectionStart: number;
  selectionEnd: number;
}

/** Wraps the selected text (or `placeholder` when nothing is selected) in `before` … `after`. */
export function wrapSelection(
  { value, start, end }: TextSelection,
  before: string,
  after: string,
  placeholder: string,
): EditResult {
  const selected = value.slice(start, end) || placeholder;
  const next = `${value.slice(0, start)}${before}${selected}${after}${value.slice(end)}`;
  return {
    value: next,
    selectionStart: start + before.length,
    selectionEnd: start + before.length + selected.length,
  };
}

/** Turns the selected lines into list items of a `<ul>` or `<ol>`. */
export function listFromSelection({ value, start, end }: TextSelection, listTag: 'ul' | 'ol'): EditResult {
  const selected = value.slice(start, end) || 'List item';
  const items = selected
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => `  <li>${line.trim()}</li>`)
    .join('\n');
  const list = `<${listTag}>\n${items}\n</${listTag}>`;
  return {
    value: `${value.slice(0, start)}${list}${value.slice(end)}`,
    selectionStart: start,
    selectionEnd: start + list.length,
  };
}
