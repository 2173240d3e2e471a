import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TContactResult } from '@app/contracts/support';
import { api } from '../../../lib/api-client';
import { contactFormData, type ContactFormValues } from '../contact-form-data';
import { supportTicketsQueryKey } from './get-support-tickets';

/** POST /support/contact (multipart): the ticket's number and the confirmation. */
export function sendContactForm(values: ContactFormValues): Promise<TContactResult> {
  return api.post<TContactResult>('/support/contact', contactFormData(values));
}

export function useSendContactForm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendContactForm,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: supportTicketsQueryKey }),
  });
}
