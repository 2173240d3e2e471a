import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TContentPageCreate,
  TContentPageDetail,
  TContentPageRollback,
  TContentPageSave,
  TContentPageSummary,
  TContentPageVersion,
} from '@app/contracts/content-pages';
import { apiRequest } from '../../lib/api-client';

/** Every content-page query starts with this key: a save refreshes them all. */
export const CONTENT_PAGES_KEY = ['content-pages'] as const;

/** GET /admin/content-pages: every page with its live version. */
export function useContentPages() {
  return useQuery({
    queryKey: [...CONTENT_PAGES_KEY, 'list'],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ pages: TContentPageSummary[] }>('/admin/content-pages', { signal }))
        .pages,
  });
}

export function useContentPage(cmsId: number) {
  return useQuery({
    queryKey: [...CONTENT_PAGES_KEY, 'page', cmsId],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ page: TContentPageDetail }>(`/admin/content-pages/${cmsId}`, { signal }))
        .page,
  });
}

export function useContentPageVersions(cmsId: number) {
  return useQuery({
    queryKey: [...CONTENT_PAGES_KEY, 'versions', cmsId],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ versions: TContentPageVersion[] }>(
          `/admin/content-pages/${cmsId}/versions`,
          { signal },
        )
      ).versions,
  });
}

/** POST /admin/content-pages/preview: the text as the server would publish it. */
export async function previewContentPage(markdown: string, signal?: AbortSignal) {
  return (
    await apiRequest<{ html: string }>('/admin/content-pages/preview', {
      method: 'POST',
      body: { markdown },
      signal,
    })
  ).html;
}

function usePageMutation<T>(request: (input: T) => Promise<{ page: TContentPageDetail }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: T) => (await request(input)).page,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONTENT_PAGES_KEY }),
  });
}

export const useCreateContentPage = () =>
  usePageMutation((input: TContentPageCreate) =>
    apiRequest('/admin/content-pages', { method: 'POST', body: input }),
  );

export const useSaveContentPage = (cmsId: number) =>
  usePageMutation((input: TContentPageSave) =>
    apiRequest(`/admin/content-pages/${cmsId}`, { method: 'PUT', body: input }),
  );

export const useRollbackContentPage = (cmsId: number) =>
  usePageMutation((input: TContentPageRollback) =>
    apiRequest(`/admin/content-pages/${cmsId}/rollback`, { method: 'POST', body: input }),
  );

export const useSetContentPageActive = (cmsId: number) =>
  usePageMutation((isActive: boolean) =>
    apiRequest(`/admin/content-pages/${cmsId}/active`, { method: 'PUT', body: { isActive } }),
  );
