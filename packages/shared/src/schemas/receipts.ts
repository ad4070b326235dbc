import { z } from 'zod';
import { isoDate, minorUnits, plainText } from './common.ts';

// A photo of a receipt or an invoice PDF read into a proposed movement, saved only when the user
// confirms it (decision 043).

export const receiptMessages = {
  noFile: 'Elige una foto del recibo o un PDF de la factura.',
  oneFile: 'Envía un solo recibo cada vez.',
  notFound: 'No encontramos este recibo.',
  stillReading: 'Todavía estamos leyendo el recibo: espera unos segundos.',
  alreadySaved: 'Este recibo ya está guardado en un movimiento.',
  failed: 'No pudimos leer este recibo: escribe el movimiento a mano o envía otra foto.',
  pdfWithoutText:
    'Este PDF no tiene texto (es una imagen escaneada) y todavía no sabemos leerlo: envía una foto del recibo o escribe el movimiento.',
  unreadable: 'No pudimos leer la imagen: envía otra foto, con el recibo entero y bien iluminado.',
  chooseTarget: 'Elige la cuenta, el importe y la fecha, o el movimiento al que adjuntarlo.',
  accountRequired: 'Elige la cuenta del movimiento.',
  amountRequired: 'Escribe el importe del recibo.',
  dateRequired: 'Escribe la fecha del recibo.',
  dismissed: 'Descartamos el recibo y borramos su foto.',
} as const;

export const receiptStatuses = ['reading', 'ready', 'failed', 'saved'] as const;

/** A field read from the receipt: null when it could not be read surely enough (the user writes it). */
export const ReceiptFieldsSchema = z.object({
  /** Minor units of `currency`, positive: what was paid. */
  amount: z.number().int().nullable(),
  currency: z.string().nullable(),
  date: z.string().nullable(),
  merchant: z.string().nullable(),
  tax_id: z.string().nullable(),
  category_id: z.uuid().nullable(),
  account_id: z.uuid().nullable(),
});

/** A movement already in the ledger with the receipt's amount within three days of its date. */
export const ReceiptMatchSchema = z.object({
  transaction_id: z.uuid(),
  date: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  payee: z.string(),
  account_name: z.string(),
});

export const ReceiptSchema = z.object({
  id: z.uuid(),
  status: z.enum(receiptStatuses),
  attachment_id: z.uuid().nullable(),
  image_url: z.string().nullable(),
  content_type: z.string().nullable(),
  fields: ReceiptFieldsSchema,
  /** 0–1 per field: how sure the reading is. */
  confidence: z.object({ amount: z.number(), date: z.number(), merchant: z.number(), currency: z.number() }),
  failure: z.string().nullable(),
  match: ReceiptMatchSchema.nullable(),
  transaction_id: z.uuid().nullable(),
  created_at: z.string(),
});
export type Receipt = z.infer<typeof ReceiptSchema>;

/**
 * The fields as the user corrected them, to create the movement with the receipt attached; or
 * `attach_to`, a movement already in the ledger, to attach the receipt to it (no second movement).
 */
export const ConfirmReceiptSchema = z
  .object({
    attach_to: z.uuid().optional(),
    account_id: z.uuid().optional(),
    /** Minor units of the account's currency, positive: what was paid. */
    amount: minorUnits.refine((value) => value > 0, 'El importe debe ser mayor que cero').optional(),
    date: isoDate.optional(),
    payee: plainText(200).optional(),
    category_id: z.uuid().nullable().optional(),
  })
  .superRefine((value, context) => {
    if (value.attach_to) return;
    if (!value.account_id)
      context.addIssue({ code: 'custom', path: ['account_id'], message: receiptMessages.accountRequired });
    if (value.amount === undefined)
      context.addIssue({ code: 'custom', path: ['amount'], message: receiptMessages.amountRequired });
    if (!value.date) context.addIssue({ code: 'custom', path: ['date'], message: receiptMessages.dateRequired });
  });
export type ConfirmReceiptInput = z.input<typeof ConfirmReceiptSchema>;

export const ConfirmedReceiptSchema = z.object({
  transaction_id: z.uuid(),
  /** True when the receipt was attached to a movement already in the ledger. */
  attached_to_existing: z.boolean(),
});
