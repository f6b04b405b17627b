import { useId, useRef } from 'react';
import { FieldWrapper, fieldControlClassName } from '@/components/ui/form/field-wrapper';
import { cn } from '@/lib/cn';
import { sanitizeBlogHtml } from '@/lib/sanitize-blog-html';
import {
  listFromSelection,
  wrapSelection,
  type EditResult,
  type TextSelection,
} from '@/features/admin-content/lib/wrap-selection';

interface FormattingAction {
  label: string;
  /** Short text on the button; the label is its accessible name. */
  text: string;
  apply: (selection: TextSelection) => EditResult | null;
}

const FORMATTING_ACTIONS: readonly FormattingAction[] = [
  { label: 'Paragraph', text: '¶', apply: (s) => wrapSelection(s, '<p>', '</p>', 'Paragraph text') },
  { label: 'Heading', text: 'H', apply: (s) => wrapSelection(s, '<h2>', '</h2>', 'Heading') },
  { label: 'Bold', text: 'B', apply: (s) => wrapSelection(s, '<strong>', '</strong>', 'bold text') },
  { label: 'Italic', text: 'I', apply: (s) => wrapSelection(s, '<em>', '</em>', 'italic text') },
  {
    label: 'Quote',
    text: '“”',
    apply: (s) => wrapSelection(s, '<blockquote>', '</blockquote>', 'Quotation'),
  },
  { label: 'Bulleted list', text: '• List', apply: (s) => listFromSelection(s, 'ul') },
  { label: 'Numbered list', text: '1. List', apply: (s) => listFromSelection(s, 'ol') },
  {
    label: 'Link',
    text: 'Link',
    apply: (s) => {
      const href = window.prompt('Link address (https://…)', 'https://');
      if (!href) return null;
      return wrapSelection(s, `<a href="${href.replace(/"/g, '&quot;')}">`, '</a>', 'link text');
    },
  },
];

export interface BlogBodyEditorProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  isRequired?: boolean;
}

/** The blog body as HTML with a formatting toolbar and a live preview of the sanitised result. */
export function BlogBodyEditor({ id, value, onChange, onBlur, error, isRequired }: BlogBodyEditorProps) {
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const toolbarId = useId();
  const previewId = useId();

  const applyAction = (action: FormattingAction) => {
    const textarea = textareaRef.current;
    if (!textarea) return;
    const result = action.apply({ value, start: textarea.selectionStart, end: textarea.selectionEnd });
    if (!result) return;
    onChange(result.value);
    requestAnimationFrame(() => {
      textarea.focus();
      textarea.setSelectionRange(result.selectionStart, result.selectionEnd);
    });
  };

  return (
    <div className="flex flex-col gap-3">
      <FieldWrapper
        id={id}
        label="Body"
        error={error}
        isRequired={isRequired}
        hint="HTML. Select text and use the buttons to format it; the preview shows what readers will see."
      >
        {(control) => (
          <div className="flex flex-col gap-2">
            <div
              role="toolbar"
              aria-label="Formatting"
              aria-controls={id}
              id={toolbarId}
              className="flex flex-wrap gap-1.5"
            >
              {FORMATTING_ACTIONS.map((action) => (
                <button
                  key={action.label}
                  type="button"
                  aria-label={action.label}
                  title={action.label}
                  onClick={() => applyAction(action)}
                  className="min-h-9 rounded-md border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100"
                >
                  {action.text}
                </button>
              ))}
            </div>
            <textarea
              ref={textareaRef}
              rows={12}
              value={value}
              onChange={(event) => onChange(event.target.value)}
              onBlur={onBlur}
              className={cn(fieldControlClassName, 'font-mono text-sm')}
              {...control}
            />
          </div>
        )}
      </FieldWrapper>
      <section
        aria-labelledby={previewId}
        className="rounded-lg border border-dashed border-slate-300 bg-white p-4"
      >
        <h2 id={previewId} className="mb-2 text-sm font-semibold tracking-wide text-slate-500 uppercase">
          Preview
        </h2>
        <div
          data-testid="blog-body-preview"
          className="prose max-w-none text-slate-800 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:pl-3 [&_h2]:text-xl [&_h2]:font-bold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mb-3 [&_ul]:list-disc [&_ul]:pl-6"
          dangerouslySetInnerHTML={{ __html: sanitizeBlogHtml(value) }}
        />
      </section>
    </div>
  );
}
