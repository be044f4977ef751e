import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click } from '../../test/click';
import { UploadFileDialog, type UploadFileDialogProps } from './UploadFileDialog';
import { fileSizeText } from './uploadFile';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const pdf = () => new File(['%PDF-1.4 text'], 'paper.pdf', { type: 'application/pdf' });

function renderDialog(props: Partial<UploadFileDialogProps> = {}) {
  const onUpload = vi.fn<UploadFileDialogProps['onUpload']>(async () => undefined);
  const onClose = vi.fn();
  render(
    <MantineProvider env="test">
      <UploadFileDialog opened title="Upload Full Text" onUpload={onUpload} onClose={onClose} {...props} />
    </MantineProvider>,
  );
  return { onUpload: (props.onUpload as typeof onUpload | undefined) ?? onUpload, onClose };
}

const zone = () => screen.getByTestId('upload-drop-zone');
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const drop = (file: File) =>
  act(async () => {
    fireEvent.dragOver(zone(), { dataTransfer: { files: [file] } });
    fireEvent.drop(zone(), { dataTransfer: { files: [file] } });
  });

describe('the upload dialog', () => {
  it('takes a dropped file, shows it, and uploads it; then closes', async () => {
    const { onUpload, onClose } = renderDialog();
    expect(button('Upload').disabled).toBe(true);
    expect(button('Clear').disabled).toBe(true);
    await act(async () => fireEvent.dragOver(zone(), { dataTransfer: { files: [] } }));
    expect(zone().getAttribute('data-dragging')).toBe('true');
    await drop(pdf());
    expect(zone().getAttribute('data-dragging')).toBe('false');
    expect(screen.getByTestId('upload-chosen-file').textContent).toBe(`paper.pdf (${fileSizeText(13)})`);
    await click(button('Upload'));
    expect(onUpload).toHaveBeenCalledWith(expect.objectContaining({ name: 'paper.pdf' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('opens the chooser on a click and takes the chosen file', async () => {
    const chooser = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => undefined);
    renderDialog({ accept: '.pdf' });
    await click(zone());
    expect(chooser).toHaveBeenCalled();
    const input = screen.getByTestId('upload-file-input') as HTMLInputElement;
    expect(input.accept).toBe('.pdf');
    await act(async () => fireEvent.change(input, { target: { files: [pdf()] } }));
    expect(screen.getByTestId('upload-chosen-file').textContent).toContain('paper.pdf');
    expect(button('Upload').disabled).toBe(false);
  });

  it('clears the chosen file, and Cancel closes without uploading', async () => {
    const { onUpload, onClose } = renderDialog();
    await drop(pdf());
    await click(button('Clear'));
    expect(screen.queryByTestId('upload-chosen-file')).toBeNull();
    expect(button('Upload').disabled).toBe(true);
    await drop(pdf());
    await click(button('Cancel'));
    expect(onClose).toHaveBeenCalled();
    expect(onUpload).not.toHaveBeenCalled();
  });

  it("shows the check's refusal before sending, and the server's text after, staying open", async () => {
    const onUpload = vi.fn(async () => 'paper.pdf could not be read: no text was found in it.');
    const { onClose } = renderDialog({
      onUpload,
      check: (file) => (file.size > 100 ? 'The file is larger than 100 bytes.' : null),
    });
    await drop(new File(['x'.repeat(101)], 'big.pdf'));
    expect(screen.getByRole('alert').textContent).toBe('The file is larger than 100 bytes.');
    expect(button('Upload').disabled).toBe(true);
    await drop(pdf());
    expect(screen.queryByRole('alert')).toBeNull();
    await click(button('Upload'));
    expect(onUpload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert').textContent).toBe('paper.pdf could not be read: no text was found in it.');
    expect(onClose).not.toHaveBeenCalled();
  });
});
