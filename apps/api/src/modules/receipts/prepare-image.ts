/**
 * A photo made easier for Tesseract: upright by its EXIF orientation, grey, contrast stretched,
 * and scaled so a receipt's text is about the size Tesseract reads best (small phone crops are
 * upscaled, huge photos brought down to bound the time and memory of a read).
 */
export async function prepareImage(bytes: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const image = sharp(bytes, { failOn: 'error', limitInputPixels: 40_000_000 }).rotate();
  const { width = 0 } = await image.metadata();
  const target = width < 1000 ? Math.min(width * 2.5, 1600) : Math.min(width, 2000);
  return image
    .greyscale()
    .normalise()
    .resize({ width: Math.round(target), kernel: 'lanczos3' })
    .sharpen()
    .png({ compressionLevel: 1 })
    .toBuffer();
}
