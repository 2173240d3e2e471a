import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminBanner, TAdminPopup } from '@app/contracts/content-admin';
import type { TAdminPromotion } from '@app/contracts/promotions';
import { API_BASE_PATH, ApiError } from '../../lib/api-client';
import { apiRequest } from '../../lib/api-client';

/** The three editors' lists; each change reads its list again (decision 059). */
const KINDS = {
  banners: '/admin/content/banners',
  popups: '/admin/content/popups',
  promotions: '/admin/promotions',
} as const;
export type ContentKind = keyof typeof KINDS;
type Kind = ContentKind;
type Row = { banners: TAdminBanner; popups: TAdminPopup; promotions: TAdminPromotion };

export function useContentList<K extends Kind>(kind: K) {
  return useQuery({
    queryKey: ['content', kind],
    queryFn: async ({ signal }) =>
      (await apiRequest<Record<K, Row[K][]>>(KINDS[kind], { signal }))[kind],
  });
}

/** Create (no id), edit (id), activate/retire (id + /active) or reorder (/order). */
export function useContentChange(kind: Kind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, suffix = '', body }: { id?: number; suffix?: string; body: unknown }) =>
      apiRequest<unknown>(`${KINDS[kind]}${id === undefined ? '' : `/${id}`}${suffix}`, {
        method: id === undefined && suffix === '' ? 'POST' : 'PUT',
        body,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['content', kind] }),
  });
}

/** POST /admin/content/art: the stored image's address, or the server's refusal. */
export async function uploadArt(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  const response = await fetch(`${API_BASE_PATH}/admin/content/art`, {
    method: 'POST',
    body: form,
    credentials: 'include',
  });
  const body = (await response.json().catch(() => undefined)) as
    | {
        data?: { url: string };
        errors?: Array<{ errorCode: number; name: string; description: string }>;
      }
    | undefined;
  if (!response.ok || !body?.data) throw new ApiError(response.status, body?.errors ?? []);
  return body.data.url;
}
