import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { decodeImage, decodeUpload, parsePdf } from './upload-decoding';

const SECRET = 'GPS-51.5N-SECRET-EXIF';
const SCRIPT = Buffer.from('<html><script>alert(document.cookie)</script></html>');

/** A small photo carrying EXIF text (and a rotation) as a phone would write it. */
function photo(format: 'png' | 'jpeg', width = 40, height = 30) {
  return sharp({ create: { width, height, channels: 3, background: '#e8b024' } })
    .withExif({ IFD0: { Copyright: SECRET, Artist: SECRET } })
    .toFormat(format)
    .toBuffer();
}

async function pdf(pages = 1) {
  const document = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) document.addPage().drawText('Driver licence');
  return Buffer.from(await document.save());
}

describe('decodeImage', () => {
  it.each(['png', 'jpeg'] as const)('re-encodes a real %s without its metadata', async (format) => {
    const original = await photo(format);
    expect(original.includes(SECRET)).toBe(true);
    const decoded = await decodeImage(original, format);
    expect(decoded?.type).toBe(format);
    expect(decoded?.extension).toBe(format === 'png' ? 'png' : 'jpg');
    expect(decoded!.bytes.includes(SECRET)).toBe(false);
    const meta = await sharp(decoded!.bytes).metadata();
    expect(meta).toMatchObject({ format, width: 40, height: 30 });
    expect(meta.exif).toBeUndefined();
  });

  it('refuses a PNG signature followed by HTML', async () => {
    const polyglot = Buffer.concat([(await photo('png')).subarray(0, 8), SCRIPT]);
    expect(await decodeImage(polyglot, 'png')).toBeNull();
  });

  it('keeps nothing of what follows a real image', async () => {
    const appended = Buffer.concat([await photo('png'), SCRIPT]);
    const decoded = await decodeImage(appended, 'png');
    expect(decoded).not.toBeNull();
    expect(decoded!.bytes.includes('<script>')).toBe(false);
  });

  it('refuses a truncated image', async () => {
    const jpeg = await photo('jpeg', 300, 200);
    expect(await decodeImage(jpeg.subarray(0, jpeg.length - 40), 'jpeg')).toBeNull();
    const png = await photo('png', 300, 200);
    expect(await decodeImage(png.subarray(0, png.length - 200), 'png')).toBeNull();
  });

  it('refuses an image of another type than it claims', async () => {
    expect(await decodeImage(await photo('jpeg'), 'png')).toBeNull();
    expect(await decodeImage(await photo('png'), 'jpeg')).toBeNull();
  });

  it('refuses an image larger than the pixel limit before decoding it', async () => {
    // 5000 × 5000 of one colour compresses to a few kilobytes but would decode to 75 MB.
    const huge = await sharp({
      create: { width: 5000, height: 5000, channels: 3, background: '#000' },
    })
      .png()
      .toBuffer();
    expect(huge.length).toBeLessThan(200_000);
    expect(await decodeImage(huge, 'png')).toBeNull();
  });
});

describe('parsePdf', () => {
  it('accepts a real PDF and keeps its bytes', async () => {
    const document = await pdf(2);
    const parsed = await parsePdf(document);
    expect(parsed).toMatchObject({ type: 'pdf', extension: 'pdf' });
    expect(parsed!.bytes.equals(document)).toBe(true);
  });

  it('refuses garbage behind a %PDF- header, a truncated PDF and HTML', async () => {
    expect(await parsePdf(Buffer.concat([Buffer.from('%PDF-1.7\n'), SCRIPT]))).toBeNull();
    expect(await parsePdf(Buffer.from('%PDF-1.4\n%%EOF\n'))).toBeNull();
    const document = await pdf();
    expect(await parsePdf(document.subarray(0, 300))).toBeNull();
    expect(await parsePdf(SCRIPT)).toBeNull();
  });
});

describe('decodeUpload', () => {
  it('decodes by the type claimed', async () => {
    expect((await decodeUpload(await pdf(), 'pdf'))?.type).toBe('pdf');
    expect((await decodeUpload(await photo('jpeg'), 'jpeg'))?.type).toBe('jpeg');
    expect(await decodeUpload(await pdf(), 'png')).toBeNull();
    expect(await decodeUpload(await photo('png'), 'pdf')).toBeNull();
  });
});
