import { type AttachmentInput, MAX_ATTACHMENT_BYTES, supportMessages } from '@cuentas/shared/schemas/support';
import { badRequest } from '../../lib/errors.ts';

export type CheckedAttachment = { fileName: string; contentType: string; data: Buffer };

const typeNames: Record<string, string> = {
  'image/png': 'una imagen PNG',
  'image/jpeg': 'una imagen JPEG',
  'image/webp': 'una imagen WebP',
  'image/gif': 'una imagen GIF',
  'application/pdf': 'un PDF',
};

/**
 * Decodes each file and checks its bytes say what its type says: a renamed executable or a
 * page of HTML called "recibo.pdf" is refused, so staff only ever open real images and PDFs.
 */
export async function checkAttachments(inputs: readonly AttachmentInput[]): Promise<CheckedAttachment[]> {
  const checked: CheckedAttachment[] = [];
  for (const [index, input] of inputs.entries()) {
    const field = `attachments.${index}`;
    const data = Buffer.from(input.data, 'base64');
    if (data.length === 0) throw badRequest(`El archivo «${input.file_name}» está vacío`, field);
    if (data.length > MAX_ATTACHMENT_BYTES) throw badRequest(supportMessages.attachmentTooLarge, field);
    // file-type loads with the first attachment, not at every start (~20 ms).
    const { fileTypeFromBuffer } = await import('file-type');
    const detected = await fileTypeFromBuffer(data);
    if (detected?.mime !== input.content_type) {
      throw badRequest(
        `El archivo «${input.file_name}» no es ${typeNames[input.content_type] ?? 'del tipo indicado'}`,
        field,
      );
    }
    checked.push({ fileName: input.file_name.replace(/[\\/]/g, '_'), contentType: input.content_type, data });
  }
  return checked;
}
