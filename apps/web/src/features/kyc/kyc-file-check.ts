import { documentFileError } from '@app/contracts/document-upload';
import { KYC_DOCUMENT_MAX_BYTES, KYC_DOCUMENT_TOO_LARGE_MESSAGE } from '@app/contracts/kyc';

/**
 * The message for a chosen KYC file, or null when it may be sent: PNG, JPEG,
 * JPG or PDF only (SPEC §5 'Please select a PNG, JPEG, JPG, or PDF file.'),
 * at most KYC_DOCUMENT_MAX_BYTES.
 */
export function kycFileError(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  return (
    documentFileError(file.name, file.type) ??
    (file.size > KYC_DOCUMENT_MAX_BYTES ? KYC_DOCUMENT_TOO_LARGE_MESSAGE : null)
  );
}
