// @vitest-environment happy-dom
import type { Attachment, AttachmentList } from '@cuentas/shared/schemas/attachments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessages, fakeServer, toastsPerTest } from '../../../test/fakes.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AttachmentsArea, acceptableFiles } from './attachments-area.tsx';

const movementId = '0b9e3a5e-0000-4000-8000-0000000000a1';
const invoice: Attachment = {
  id: '0b9e3a5e-0000-4000-8000-0000000000f1',
  transaction_id: movementId,
  file_name: 'Factura 031.pdf',
  content_type: 'application/pdf',
  size: 48_213,
  width: null,
  height: null,
  source: 'web',
  created_at: '2026-11-20T10:00:00.000Z',
  url: '/api/attachments/0b9e3a5e-0000-4000-8000-0000000000f1',
  thumbnail_url: null,
};
const listOf = (items: Attachment[]): AttachmentList => ({
  items,
  usage: { used_bytes: 48_213, limit_bytes: 100 * 1024 * 1024, max_file_bytes: 10 * 1024 * 1024 },
});
const toasts = toastsPerTest();

describe('the attachments of a movement', () => {
  it('says when there are none yet, and offers to attach or take a photo', async () => {
    fakeServer({ get: () => Promise.resolve(listOf([])) });
    renderWithProviders(<AttachmentsArea transactionId={movementId} />);
    expect(await screen.findByText(/Aún no hay adjuntos/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Adjuntar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Hacer foto' })).toBeTruthy();
  });

  it('deletes an attachment only after the confirmation', async () => {
    const server = fakeServer({
      get: () => Promise.resolve(listOf([invoice])),
      delete: () => Promise.resolve({ message: 'Borramos el adjunto.' }),
    });
    renderWithProviders(<AttachmentsArea transactionId={movementId} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar Factura 031.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: '¿Eliminar el adjunto?' });
    expect(dialog.textContent).toContain('«Factura 031.pdf»');
    expect(server.delete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(server.delete).toHaveBeenCalledWith(`/attachments/${invoice.id}`));
    await waitFor(() => expect(toasts().success).toHaveBeenCalledWith('Adjunto eliminado', expect.anything()));
  });

  it('shows a failed load with a retry', async () => {
    fakeServer({
      get: () =>
        Promise.reject(
          new ApiError({ status: 500, errors: [{ message: 'Algo salió mal de nuestro lado.' }], kind: 'bad_response' }),
        ),
    });
    renderWithProviders(<AttachmentsArea transactionId={movementId} />);
    expect(await screen.findByText('Algo salió mal de nuestro lado.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('keeps back, with a reason, files too big or of another kind before sending them', () => {
    const photo = new File([new Uint8Array(1000)], 'ticket.jpg', { type: 'image/jpeg' });
    const big = new File([new Uint8Array(11 * 1024 * 1024)], 'escaneo.pdf', { type: 'application/pdf' });
    const page = new File(['<html></html>'], 'recibo.html', { type: 'text/html' });
    expect(acceptableFiles([photo, big, page])).toEqual([photo]);
    expect(errorMessages(toasts())).toEqual([
      'El archivo «escaneo.pdf» pesa más de 10 MB.',
      'El archivo «recibo.html» no es una foto ni un PDF.',
    ]);
  });
});
