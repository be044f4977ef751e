import { Typography } from '@mantine/core';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

/** An insight's rich text as read (through the editor's schema, so nothing but its marks and blocks is drawn). */
export function ReadOnlyText({ html, label }: { html: string; label: string }) {
  const editor = useEditor(
    {
      extensions: [StarterKit],
      content: html,
      editable: false,
      immediatelyRender: false,
      editorProps: { attributes: { 'aria-label': label, 'aria-readonly': 'true' } },
    },
    [html, label],
  );
  return (
    <Typography fz="sm">
      <EditorContent editor={editor} />
    </Typography>
  );
}
