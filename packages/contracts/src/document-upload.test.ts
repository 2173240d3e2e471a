import { describe, expect, it } from 'vitest';
import {
  AVATAR_FILE_MESSAGE,
  avatarFileError,
  documentFileError,
  sniffFileType,
  uploadFileType,
} from './document-upload';

describe('KYC document files', () => {
  it.each([
    ['id.png', 'image/png'],
    ['id.PNG', 'image/png'],
    ['scan.jpeg', 'image/jpeg'],
    ['scan.jpg', 'image/jpeg'],
    ['scan.jpg', 'image/jpg'],
    ['statement.pdf', 'application/pdf'],
    ['statement.pdf', 'Application/PDF; charset=binary'],
    ['my.license.photo.jpg', 'image/jpeg'],
    ['statement.pdf', ''],
    ['id.png', 'application/octet-stream'],
  ])('accepts %j sent as %j', (name, mime) => {
    expect(documentFileError(name, mime)).toBeNull();
  });

  it.each([
    ['id.gif', 'image/gif'],
    ['id.webp', 'image/webp'],
    ['id.heic', ''],
    ['id', 'image/png'],
    ['invoice.pdf.exe', 'application/octet-stream'],
    ['id.png', 'application/pdf'],
    ['id.pdf', 'image/png'],
    ['id.png', 'text/html'],
  ])('refuses %j sent as %j with the SPEC message', (name, mime) => {
    expect(documentFileError(name, mime)).toBe('Please select a PNG, JPEG, JPG, or PDF file.');
  });

  it('names the kind of file both the name and the MIME type agree on', () => {
    expect(uploadFileType('a.jpg', 'image/jpeg')).toBe('jpeg');
    expect(uploadFileType('a.pdf', 'application/pdf')).toBe('pdf');
    expect(uploadFileType('a.png', 'image/jpeg')).toBeNull();
  });
});

describe('profile picture files', () => {
  it.each([
    ['me.png', 'image/png'],
    ['me.jpeg', 'image/jpeg'],
    ['me.jpg', 'image/jpeg'],
  ])('accepts %j', (name, mime) => {
    expect(avatarFileError(name, mime)).toBeNull();
  });

  it.each([
    ['me.pdf', 'application/pdf'],
    ['me.gif', 'image/gif'],
    ['me.png', 'image/gif'],
  ])('refuses %j', (name, mime) => {
    expect(avatarFileError(name, mime)).toBe(AVATAR_FILE_MESSAGE);
    expect(AVATAR_FILE_MESSAGE).toBe('Please select a PNG, JPEG, or JPG file.');
  });
});

describe('file signatures', () => {
  it('recognises PNG, JPEG and PDF by their first bytes', () => {
    expect(
      sniffFileType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])),
    ).toBe('png');
    expect(sniffFileType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffFileType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('pdf');
  });

  it('refuses other or too short content', () => {
    expect(sniffFileType(new TextEncoder().encode('<html>'))).toBeNull();
    expect(sniffFileType(Uint8Array.from([0x47, 0x49, 0x46, 0x38]))).toBeNull();
    expect(sniffFileType(Uint8Array.from([0xff, 0xd8]))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
  });
});
