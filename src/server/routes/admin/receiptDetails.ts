import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import {
  normaliseReceiptDetails,
  RECEIPT_DETAILS_MESSAGES,
  receiptDetailsErrors,
  SIGNATURE_MAX_BYTES,
} from '../../../shared/validation/receiptDetails';
import { readAdminForm } from '../../admin/uploads';
import {
  getReceiptDetails,
  receiptDetailsAnswer,
  saveReceiptDetails,
} from '../../repositories/receiptDetails';
import { HttpError } from '../../plugins/errors';
import { invalid } from './shared';

// The Sabha's legal details for receipts (src/shared/validation/receiptDetails.ts): every officer may read them,
// only an owner changes them (they sit under /settings, see src/shared/adminRoles.ts). Receipts already issued
// keep the details they were issued with.

const BASE = '/settings/receipt-details';
export const NO_SIGNATURE_MESSAGE = 'No signature image is on file.';

/** The signature as a PNG at most 600 x 200 pixels, or null when the bytes are not an image sharp reads. */
async function signaturePng(bytes: Buffer): Promise<Buffer | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: 40_000_000 });
    const { format } = await image.metadata();
    if (!format || !['png', 'jpeg', 'webp'].includes(format)) return null;
    return await image
      .rotate()
      .resize(600, 200, { fit: 'inside', withoutEnlargement: true })
      .png({ compressionLevel: 9 })
      .toBuffer();
  } catch {
    return null;
  }
}

export default async function receiptDetailsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.db;

  app.get(BASE, async () => ({ result: receiptDetailsAnswer(await getReceiptDetails(db)) }));

  app.put(BASE, async (request) => {
    const body = request.body;
    if (!body || typeof body !== 'object' || Array.isArray(body)) invalid({});
    const details = normaliseReceiptDetails(body as Record<string, unknown>);
    const errors = receiptDetailsErrors(details);
    if (Object.keys(errors).length > 0) invalid(errors);
    return { result: receiptDetailsAnswer(await saveReceiptDetails(db, details)) };
  });

  app.post(`${BASE}/signature`, async (request) => {
    const form = await readAdminForm(request);
    const uploads = form.files.signature ?? [];
    const upload = uploads.length === 1 ? uploads[0] : null;
    const png =
      upload && !upload.tooLarge && upload.bytes.length <= SIGNATURE_MAX_BYTES
        ? await signaturePng(upload.bytes)
        : null;
    if (!png) invalid({ signature: RECEIPT_DETAILS_MESSAGES.signatureFile });
    return { result: receiptDetailsAnswer(await saveReceiptDetails(db, { signaturePng: png })) };
  });

  app.delete(`${BASE}/signature`, async () => ({
    result: receiptDetailsAnswer(await saveReceiptDetails(db, { signaturePng: null })),
  }));

  app.get(`${BASE}/signature.png`, async (_request, reply) => {
    const { signaturePng: png } = await getReceiptDetails(db);
    if (!png) throw new HttpError(404, NO_SIGNATURE_MESSAGE);
    return reply.type('image/png').header('cache-control', 'no-store').send(png);
  });
}
