import { describe, expect, it } from 'vitest';
import { attachmentProblem, fileSize, readAttachments } from './attachments.ts';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('attachments before sending', () => {
  it('accepts images and PDFs up to 3 MB, three at most', () => {
    expect(
      attachmentProblem([file('a.png', 'image/png', 10), file('b.pdf', 'application/pdf', 3 * 1024 * 1024)]),
    ).toBeNull();
    expect(attachmentProblem([file('a.exe', 'application/x-msdownload', 10)])).toBe(
      'a.exe: Solo puedes adjuntar imágenes (PNG, JPEG, WebP o GIF) o PDF',
    );
    expect(attachmentProblem([file('big.png', 'image/png', 3 * 1024 * 1024 + 1)])).toBe(
      'big.png: Cada archivo puede ocupar como máximo 3 MB',
    );
    expect(attachmentProblem(Array.from({ length: 4 }, (_, i) => file(`${i}.png`, 'image/png', 1)))).toBe(
      'Puedes adjuntar como máximo 3 archivos por mensaje',
    );
  });

  it('reads a file as base64', async () => {
    const [read] = await readAttachments([new File(['%PDF-1.4'], 'r.pdf', { type: 'application/pdf' })]);
    expect(read).toEqual({ file_name: 'r.pdf', content_type: 'application/pdf', data: btoa('%PDF-1.4') });
  });

  it('writes sizes for people', () => {
    expect(fileSize(512)).toBe('512 B');
    expect(fileSize(2048)).toBe('2 kB');
    expect(fileSize(1.5 * 1024 * 1024)).toBe('1,5 MB');
  });
});
