import {
  ATTACHMENT_TYPES,
  type AttachmentInput,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS,
  supportMessages,
} from '@cuentas/shared/schemas/support';

export const ACCEPTED_FILES = ATTACHMENT_TYPES.join(',');

/** The first reason these files cannot be sent, checked before reading them (the API checks again, bytes included). */
export function attachmentProblem(files: readonly File[]): string | null {
  if (files.length > MAX_ATTACHMENTS) return supportMessages.tooManyAttachments;
  for (const file of files) {
    if (!(ATTACHMENT_TYPES as readonly string[]).includes(file.type))
      return `${file.name}: ${supportMessages.attachmentType}`;
    if (file.size > MAX_ATTACHMENT_BYTES) return `${file.name}: ${supportMessages.attachmentTooLarge}`;
  }
  return null;
}

function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let binary = '';
  // In slices: String.fromCharCode with millions of arguments overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export async function readAttachments(files: readonly File[]): Promise<AttachmentInput[]> {
  return Promise.all(
    files.map(async (file) => ({
      file_name: file.name,
      content_type: file.type as AttachmentInput['content_type'],
      data: toBase64(await file.arrayBuffer()),
    })),
  );
}

export function fileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} kB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('es', { maximumFractionDigits: 1 })} MB`;
}
