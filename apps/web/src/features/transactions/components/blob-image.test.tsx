// @vitest-environment happy-dom
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlobImage } from './blob-image.tsx';

afterEach(() => vi.restoreAllMocks());

describe('BlobImage', () => {
  it('revokes the object URL of each blob it stops showing, and the last one when it goes', () => {
    const made: string[] = [];
    const revoked: string[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
      made.push(`blob:cuentas/${made.length}`);
      return made.at(-1)!;
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void revoked.push(url));

    const view = render(<BlobImage blob={new Blob(['miniatura'])} alt="Miniatura de ticket.jpg" />);
    const image = screen.getByRole<HTMLImageElement>('img', { name: 'Miniatura de ticket.jpg' });
    expect(image.getAttribute('src')).toBe('blob:cuentas/0');
    view.rerender(<BlobImage blob={new Blob(['otra'])} alt="Miniatura de ticket.jpg" />);
    expect(image.getAttribute('src')).toBe('blob:cuentas/1');
    expect(revoked).toEqual(['blob:cuentas/0']);
    view.unmount();
    expect(revoked).toEqual(['blob:cuentas/0', 'blob:cuentas/1']);
  });
});
