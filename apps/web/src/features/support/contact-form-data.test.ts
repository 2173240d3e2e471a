import { describe, expect, it } from 'vitest';
import {
  attachmentError,
  contactFormData,
  profileName,
  ZPlayerContactForm,
  ZVisitorContactForm,
} from './contact-form-data';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('the Contact Us form', () => {
  it('accepts the KYC upload types up to 5 MB, and nothing else', () => {
    expect(attachmentError(file('receipt.pdf', 'application/pdf'))).toBeNull();
    expect(attachmentError(file('screen.PNG', 'image/png'))).toBeNull();
    expect(attachmentError(file('photo.jpg', 'image/jpeg'))).toBeNull();
    expect(attachmentError(file('notes.txt', 'text/plain'))).toBe(
      'Please select a PNG, JPEG, JPG, or PDF file.',
    );
    expect(attachmentError(file('fake.png', 'application/pdf'))).toBe(
      'Please select a PNG, JPEG, JPG, or PDF file.',
    );
    expect(attachmentError(file('big.pdf', 'application/pdf', 5 * 1024 * 1024 + 1))).toBe(
      'The file must be 5 MB or smaller.',
    );
  });

  it('asks a visitor for a valid email; a signed-in player sends none', () => {
    const base = { topic: 'games', name: 'Jo', message: 'The game froze mid-spin.' };
    expect(ZVisitorContactForm.safeParse(base).success).toBe(false);
    expect(ZVisitorContactForm.safeParse({ ...base, email: 'jo@' }).error?.issues[0]?.message).toBe(
      'Please enter a valid email address',
    );
    expect(ZVisitorContactForm.safeParse({ ...base, email: 'jo@example.com' }).success).toBe(true);
    const player = ZPlayerContactForm.parse({ ...base, email: 'ignored@example.com' });
    expect('email' in player).toBe(false);
    expect(ZPlayerContactForm.safeParse({ ...base, message: 'too short' }).success).toBe(false);
    expect(ZPlayerContactForm.safeParse({ ...base, topic: 'jackpots' }).success).toBe(false);
  });

  it('sends the text fields, then the file; no email field for a player', () => {
    const attachment = new File(['%PDF-1.4'], 'receipt.pdf', { type: 'application/pdf' });
    const visitor = contactFormData({
      topic: 'other',
      name: 'Jo',
      message: 'Hello support team',
      email: 'jo@example.com',
      attachment,
    });
    expect([...visitor.keys()]).toEqual(['topic', 'name', 'message', 'email', 'attachment']);
    const player = contactFormData({ topic: 'other', name: 'Jo', message: 'Hello support team' });
    expect([...player.keys()]).toEqual(['topic', 'name', 'message']);
  });

  it('prefills the legal name, else the username', () => {
    expect(profileName({ firstName: 'Jane', lastName: 'Player', username: 'jp' })).toBe(
      'Jane Player',
    );
    expect(profileName({ firstName: null, lastName: ' ', username: 'jp2026' })).toBe('jp2026');
  });
});
