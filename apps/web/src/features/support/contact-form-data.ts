import type { z } from 'zod';
import { documentFileError } from '@app/contracts/document-upload';
import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  SUPPORT_ATTACHMENT_TOO_LARGE_MESSAGE,
  ZContactFields,
} from '@app/contracts/support';
import { ZEmail } from '@app/contracts/user-validation';

/** A signed-in player's form: their email is the account's (shown, not sent). */
export const ZPlayerContactForm = ZContactFields.omit({ email: true });
/** A visitor's form: the email replies go to. */
export const ZVisitorContactForm = ZContactFields.extend({ email: ZEmail });

export interface ContactFormValues {
  readonly topic: string;
  readonly name: string;
  readonly message: string;
  /** A visitor's; undefined for a signed-in player. */
  readonly email?: string;
  readonly attachment?: File | null;
}

/**
 * The message for a chosen attachment, or null when it may be sent: as the KYC uploads, a PNG,
 * JPEG, JPG or PDF of at most 5 MB (the server decodes it too).
 */
export function attachmentError(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  return (
    documentFileError(file.name, file.type) ??
    (file.size > SUPPORT_ATTACHMENT_MAX_BYTES ? SUPPORT_ATTACHMENT_TOO_LARGE_MESSAGE : null)
  );
}

/** The multipart body: text fields first, then the file (the server reads them in order). */
export function contactFormData(values: ContactFormValues): FormData {
  const body = new FormData();
  body.append('topic', values.topic);
  body.append('name', values.name);
  body.append('message', values.message);
  if (values.email !== undefined) body.append('email', values.email);
  if (values.attachment) body.append('attachment', values.attachment, values.attachment.name);
  return body;
}

/** The name a signed-in player's form starts with: their legal name, else their username. */
export function profileName(user: {
  firstName?: string | null;
  lastName?: string | null;
  username?: string | null;
}): string {
  const legal = [user.firstName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return legal || user.username?.trim() || '';
}

export type TContactFormInput = z.input<typeof ZVisitorContactForm>;
