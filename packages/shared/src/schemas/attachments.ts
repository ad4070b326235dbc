import { z } from 'zod';

// Files attached to a movement as proof: receipt photos and invoice PDFs (decision 042).

const MB = 1024 * 1024;

/** One file, as uploaded: a phone photo is 2–6 MB, a scanned invoice rarely more. */
export const MAX_ATTACHMENT_FILE_BYTES = 10 * MB;
/** Files in one upload. */
export const MAX_FILES_PER_UPLOAD = 10;
/** The space for attachments per plan, counted on what is stored (re-encoded images are smaller). */
export const attachmentSpace = { free: 100 * MB, premium: 5 * 1024 * MB, self_hosted: null } as const;

export const attachmentTypes = ['image/jpeg', 'image/webp', 'image/png', 'application/pdf'] as const;

export const attachmentMessages = {
  noFiles: 'Elige al menos un archivo para adjuntar.',
  tooManyFiles: `Puedes adjuntar como máximo ${MAX_FILES_PER_UPLOAD} archivos a la vez.`,
  empty: (name: string) => `El archivo «${name}» está vacío.`,
  tooLarge: (name: string) => `El archivo «${name}» pesa más de ${MAX_ATTACHMENT_FILE_BYTES / MB} MB.`,
  wrongType: (name: string) =>
    `El archivo «${name}» no es una foto (JPEG, PNG, WebP o HEIC) ni un PDF. Solo se pueden adjuntar fotos y PDF.`,
  unreadableImage: (name: string) => `No pudimos leer la imagen «${name}»: puede estar dañada. Envíala de nuevo.`,
  heicUnreadable: (name: string) =>
    `No pudimos convertir la foto HEIC «${name}». Envíala como JPEG (en el iPhone: Ajustes → Cámara → Formatos → Más compatible).`,
  pdfWithScript: (name: string) =>
    `El PDF «${name}» contiene código (JavaScript) o acciones que se ejecutan al abrirlo, y por seguridad no se puede adjuntar. Guárdalo de nuevo con «Imprimir → Guardar como PDF» o adjunta una foto.`,
  spaceFull: (limitMb: number) =>
    `Tus adjuntos ocupan todo el espacio de tu plan (${limitMb} MB). Borra adjuntos que ya no necesites o pásate a Premium para tener más.`,
  notFound: 'No encontramos este adjunto.',
  transactionNotFound: 'No encontramos este movimiento.',
  deleted: 'Borramos el adjunto.',
  exportEmpty: 'No hay adjuntos en ese año con esos filtros.',
} as const;

export const AttachmentSchema = z.object({
  id: z.uuid(),
  transaction_id: z.uuid().nullable(),
  file_name: z.string(),
  content_type: z.enum(attachmentTypes),
  /** Stored bytes of the file. */
  size: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  source: z.enum(['web', 'whatsapp', 'mail']),
  created_at: z.string(),
  /** `/api/attachments/:id`, to open or download it (with the token). */
  url: z.string(),
  /** `/api/attachments/:id/thumbnail`: a small JPEG, for PDFs too when one could be made, else null. */
  thumbnail_url: z.string().nullable(),
});
export type Attachment = z.infer<typeof AttachmentSchema>;

export const AttachmentUsageSchema = z.object({
  used_bytes: z.number().int(),
  /** null: no limit (self-hosted). */
  limit_bytes: z.number().int().nullable(),
  max_file_bytes: z.number().int(),
});
export type AttachmentUsage = z.infer<typeof AttachmentUsageSchema>;

export const AttachmentListSchema = z.object({ items: z.array(AttachmentSchema), usage: AttachmentUsageSchema });
export type AttachmentList = z.infer<typeof AttachmentListSchema>;

export const AttachmentExportQuery = z.object({
  year: z.coerce
    .number({ error: 'Indica un año, por ejemplo 2026.' })
    .int('Indica un año, por ejemplo 2026.')
    .min(2000, 'Indica un año desde 2000.')
    .max(2100, 'Indica un año hasta 2100.'),
  category_id: z.uuid({ error: 'Elige una categoría de la lista.' }).optional(),
});
export type AttachmentExportInput = z.input<typeof AttachmentExportQuery>;
