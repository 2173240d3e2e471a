import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminPackage,
  TAdminPackageListQueryParsed,
  TAdminPackagePage,
  TPackageInput,
} from '@app/contracts/packages-admin';
import { apiRequest } from '../../lib/api-client';

const PACKAGES = ['packages', 'list'] as const;

/** GET /admin/packages: one page of every package, sorted and filtered by the server. */
export function usePackageList(query: TAdminPackageListQueryParsed) {
  return useQuery({
    queryKey: [...PACKAGES, query],
    queryFn: ({ signal }) =>
      apiRequest<TAdminPackagePage>('/admin/packages', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** POST /admin/packages (no id) or PUT /admin/packages/:id; answers the package as saved. */
export function useSavePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ packageId, input }: { packageId?: number; input: TPackageInput }) =>
      apiRequest<TAdminPackage>(packageId ? `/admin/packages/${packageId}` : '/admin/packages', {
        method: packageId ? 'PUT' : 'POST',
        body: input,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PACKAGES }),
  });
}

export type PackageAction = 'retire' | 'reinstate' | 'delete';

/** Retire, reinstate or delete (a package never bought) one package. */
export function usePackageAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ packageId, action }: { packageId: number; action: PackageAction }) =>
      action === 'delete'
        ? apiRequest<unknown>(`/admin/packages/${packageId}`, { method: 'DELETE' })
        : apiRequest<unknown>(`/admin/packages/${packageId}/${action}`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PACKAGES }),
  });
}
