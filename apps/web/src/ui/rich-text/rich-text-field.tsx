import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import RedoIcon from '@mui/icons-material/Redo';
import TitleIcon from '@mui/icons-material/Title';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DirectionalIcon } from '../directional-icon.tsx';
import { fromEditorHtml, toEditorHtml } from './is-rich-text-html.ts';

export type RichTextFieldProps = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  /** Help under the field; replaced by `error` when there is one. */
  helperText?: string | undefined;
  error?: string | undefined;
  minHeight?: number;
};

type ToolProps = { label: string; icon: ReactNode; isActive?: boolean; disabled?: boolean; onClick: () => void };

function Tool({ label, icon, isActive, disabled, onClick }: ToolProps) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={isActive}
          disabled={disabled}
          color={isActive ? 'primary' : 'default'}
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClick}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      heading: e.isActive('heading', { level: 2 }),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  return (
    <Stack
      role="toolbar"
      aria-label={t('richText.toolbar', { label })}
      direction="row"
      sx={{ flexWrap: 'wrap', gap: 0.25, px: 0.5, py: 0.25, borderBottom: 1, borderColor: 'divider' }}
    >
      <Tool
        label={t('richText.bold')}
        icon={<FormatBoldIcon />}
        isActive={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <Tool
        label={t('richText.italic')}
        icon={<FormatItalicIcon />}
        isActive={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <Tool
        label={t('richText.heading')}
        icon={<TitleIcon />}
        isActive={state.heading}
        onClick={() => chain().toggleHeading({ level: 2 }).run()}
      />
      <Tool
        label={t('richText.bulletList')}
        icon={<FormatListBulletedIcon />}
        isActive={state.bullets}
        onClick={() => chain().toggleBulletList().run()}
      />
      <Tool
        label={t('richText.orderedList')}
        icon={<FormatListNumberedIcon />}
        isActive={state.numbers}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <Tool
        label={t('richText.quote')}
        icon={<FormatQuoteIcon />}
        isActive={state.quote}
        onClick={() => chain().toggleBlockquote().run()}
      />
      {/* Undo and redo point the way text flows: mirrored in right-to-left pages. */}
      <Tool
        label={t('richText.undo')}
        icon={<DirectionalIcon icon={UndoIcon} />}
        disabled={!state.canUndo}
        onClick={() => chain().undo().run()}
      />
      <Tool
        label={t('richText.redo')}
        icon={<DirectionalIcon icon={RedoIcon} />}
        disabled={!state.canRedo}
        onClick={() => chain().redo().run()}
      />
    </Stack>
  );
}

/**
 * A rich-text form field (TipTap): paragraphs, headings, lists, quotes, bold and italic, links
 * pasted in. Every block takes its own direction from its first strong letter (`dir="auto"`), so
 * Arabic and English paragraphs sit side by side correctly whatever the interface's language.
 * It sends HTML, which the server sanitizes; text written as Markdown elsewhere opens as
 * paragraphs.
 */
export function RichTextField({
  label,
  value,
  onChange,
  onBlur,
  helperText,
  error,
  minHeight = 160,
}: RichTextFieldProps) {
  const labelId = useId();
  const helpId = useId();
  // What the editor itself sent since the value and the document last agreed: the form's answers
  // to it, however late they render, are not changes from outside.
  const sent = useRef(new Set<string>());
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: { openOnClick: false }, trailingNode: false }),
    ],
    textDirection: 'auto',
    content: toEditorHtml(value),
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'aria-describedby': helpId,
        ...(error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = fromEditorHtml(e.getHTML(), e.isEmpty);
      sent.current.add(html);
      onChange(html);
    },
    onBlur: () => onBlur?.(),
  });

  // A value changed from outside (the form reset, or the server's answer) replaces the document.
  // The value of an earlier keystroke, rendered after the next one was typed, is not such a change.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = fromEditorHtml(editor.getHTML(), editor.isEmpty);
    if (current === value) sent.current.clear();
    else if (!sent.current.has(value)) {
      sent.current.clear();
      editor.commands.setContent(toEditorHtml(value), { emitUpdate: false });
    }
  }, [editor, value]);

  const message = error ?? helperText;
  return (
    <Box>
      <Typography id={labelId} component="span" variant="body2" sx={{ display: 'block', fontWeight: 600, mb: 0.5 }}>
        {label}
      </Typography>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': { borderColor: error ? 'error.main' : 'primary.main', boxShadow: 1 },
        }}
      >
        {editor ? <Toolbar editor={editor} label={label} /> : null}
        <Box
          sx={{
            px: 1.5,
            '& .ProseMirror': { minHeight, outline: 'none', py: 1, lineHeight: 1.8, overflowWrap: 'anywhere' },
            '& .ProseMirror p': { my: 0.75 },
            '& .ProseMirror ul, & .ProseMirror ol': { paddingInlineStart: 3 },
            '& .ProseMirror blockquote': {
              m: 0,
              paddingInlineStart: 2,
              borderInlineStart: 4,
              borderColor: 'divider',
              color: 'text.secondary',
            },
            // Text aligns to where its own direction starts, not the page's.
            '& .ProseMirror [dir="auto"]': { textAlign: 'start' },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      <FormHelperText id={helpId} error={Boolean(error)} sx={{ mx: 0 }}>
        {message ?? ''}
      </FormHelperText>
    </Box>
  );
}
