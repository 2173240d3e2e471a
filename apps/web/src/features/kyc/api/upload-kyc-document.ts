import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TKycUploadResponse } from '@app/contracts/kyc';
import { api } from '../../../lib/api-client';
import { profileQueryKey } from '../../../lib/get-profile';
import { kycLabelsQueryKey } from './get-kyc-labels';

export interface KycUpload {
  readonly documentLabelId: number;
  readonly document: File;
}

/** POST /kyc/upload-image (multipart): the text field first, then the file. */
export function uploadKycDocument(upload: KycUpload): Promise<TKycUploadResponse> {
  const body = new FormData();
  body.append('documentLabelId', String(upload.documentLabelId));
  body.append('document', upload.document, upload.document.name);
  return api.post<TKycUploadResponse>('/kyc/upload-image', body);
}

export function useUploadKycDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadKycDocument,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: kycLabelsQueryKey }),
        queryClient.invalidateQueries({ queryKey: profileQueryKey }),
      ]),
  });
}
