import CodeIcon from '@mui/icons-material/Code';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatClearIcon from '@mui/icons-material/FormatClear';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { Box, FormHelperText, FormLabel, IconButton, Paper, Stack, ToggleButton, Tooltip } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { sanitizeRichTextForEditor } from './rich-text-sanitizer';

export interface RichTextInputProps {
  name: string;
  label: string;
  disabled: boolean;
  error: string | undefined;
}

type Command = 'bold' | 'italic' | 'insertUnorderedList' | 'insertOrderedList' | 'unlink' | 'removeFormat';

/**
 * A small rich-text editor over the browser's editing commands: bold, italic, headings, lists and links, with an HTML
 * view. The API sanitises what it stores; the editor still sanitises what it renders (values stored by older releases,
 * text typed in the HTML view) with the same allow-list.
 */
export function RichTextInput({ name, label, disabled, error }: RichTextInputProps) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { field } = useController({ name, control });
  const editor = useRef<HTMLDivElement>(null);
  const [source, setSource] = useState(false);
  const labelId = useId();
  const html = typeof field.value === 'string' ? field.value : '';

  // Only an outside change (a reset after loading or saving, the HTML view) is written into the editor, so typing
  // keeps the caret; it is sanitised first, whatever the stored value holds.
  useEffect(() => {
    if (editor.current && editor.current.innerHTML !== html) editor.current.innerHTML = sanitizeRichTextForEditor(html);
  }, [html, source]);

  const sync = () => field.onChange(editor.current?.innerHTML ?? '');
  const run = (command: Command | 'formatBlock' | 'createLink', value?: string) => {
    editor.current?.focus();
    // execCommand is deprecated but remains the only built-in way to edit rich text in every browser.
    document.execCommand(command, false, value);
    sync();
  };
  const block = (tag: 'h2' | 'h3' | 'p') => run('formatBlock', tag);
  const link = () => {
    const url = window.prompt(t('richText.linkPrompt'), 'https://');
    if (url) run('createLink', url);
  };

  const tools: { label: string; icon: React.ReactNode; action: () => void }[] = [
    { label: t('richText.bold'), icon: <FormatBoldIcon fontSize="small" />, action: () => run('bold') },
    { label: t('richText.italic'), icon: <FormatItalicIcon fontSize="small" />, action: () => run('italic') },
    {
      label: t('richText.bulletList'),
      icon: <FormatListBulletedIcon fontSize="small" />,
      action: () => run('insertUnorderedList'),
    },
    {
      label: t('richText.numberedList'),
      icon: <FormatListNumberedIcon fontSize="small" />,
      action: () => run('insertOrderedList'),
    },
    { label: t('richText.link'), icon: <InsertLinkIcon fontSize="small" />, action: link },
    { label: t('richText.unlink'), icon: <LinkOffIcon fontSize="small" />, action: () => run('unlink') },
    { label: t('richText.clear'), icon: <FormatClearIcon fontSize="small" />, action: () => run('removeFormat') },
  ];

  return (
    <Box>
      <FormLabel id={labelId} error={error !== undefined} sx={{ display: 'block', mb: 0.5 }}>
        {label}
      </FormLabel>
      <Paper variant="outlined" sx={{ borderColor: error ? 'error.main' : undefined, overflow: 'hidden' }}>
        <Stack
          direction="row"
          role="toolbar"
          aria-label={`${label}: ${t('richText.toolbar')}`}
          sx={{
            px: 0.5,
            py: 0.25,
            borderBottom: 1,
            borderColor: 'divider',
            bgcolor: 'grey.50',
            flexWrap: 'wrap',
            alignItems: 'center',
          }}
        >
          <Tooltip title={t('richText.heading2')}>
            <span>
              <IconButton
                size="small"
                disabled={disabled || source}
                onClick={() => block('h2')}
                aria-label={t('richText.heading2')}
                sx={{ fontWeight: 700, fontSize: 14, width: 34 }}
              >
                H2
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('richText.heading3')}>
            <span>
              <IconButton
                size="small"
                disabled={disabled || source}
                onClick={() => block('h3')}
                aria-label={t('richText.heading3')}
                sx={{ fontWeight: 700, fontSize: 14, width: 34 }}
              >
                H3
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title={t('richText.paragraph')}>
            <span>
              <IconButton
                size="small"
                disabled={disabled || source}
                onClick={() => block('p')}
                aria-label={t('richText.paragraph')}
                sx={{ fontSize: 14, width: 34 }}
              >
                ¶
              </IconButton>
            </span>
          </Tooltip>
          {tools.map((tool) => (
            <Tooltip key={tool.label} title={tool.label}>
              <span>
                <IconButton size="small" disabled={disabled || source} onClick={tool.action} aria-label={tool.label}>
                  {tool.icon}
                </IconButton>
              </span>
            </Tooltip>
          ))}
          <Box sx={{ flexGrow: 1 }} />
          <ToggleButton
            value="source"
            size="small"
            selected={source}
            onChange={() => setSource((current) => !current)}
            disabled={disabled}
            aria-label={t('richText.source')}
            sx={{ border: 0, gap: 0.5, textTransform: 'none' }}
          >
            <CodeIcon fontSize="small" />
            HTML
          </ToggleButton>
        </Stack>
        {source ? (
          <Box
            component="textarea"
            aria-labelledby={labelId}
            value={html}
            disabled={disabled}
            onChange={(event: React.ChangeEvent<HTMLTextAreaElement>) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
            spellCheck={false}
            sx={{
              display: 'block',
              width: '100%',
              minHeight: 200,
              p: 1.5,
              border: 0,
              fontFamily: 'monospace',
              fontSize: 13,
              resize: 'vertical',
              outline: 'none',
            }}
          />
        ) : (
          <Box
            ref={editor}
            role="textbox"
            aria-multiline="true"
            aria-labelledby={labelId}
            data-rich-text-field={name}
            contentEditable={!disabled}
            suppressContentEditableWarning
            onInput={sync}
            onBlur={field.onBlur}
            tabIndex={0}
            sx={{
              minHeight: 200,
              p: 1.5,
              outline: 'none',
              '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.main}` },
              '& h2, & h3': { mt: 1, mb: 1 },
              '& p': { my: 1 },
            }}
          />
        )}
      </Paper>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
